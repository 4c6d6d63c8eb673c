/**
 * Recent search keywords, kept in localStorage (SPEC §9): newest first, each once (domain's
 * pushSearchHistory). One store shared by the header overlay and the search page.
 */
import { pushSearchHistory } from '@market/domain';
import { readJson, removeKey, storageKeys, writeJson } from '@/lib/browser/storage';

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: readonly string[] | undefined;

function load(): readonly string[] {
  const raw = readJson(storageKeys.searchHistory);
  return Array.isArray(raw)
    ? raw.filter((entry): entry is string => typeof entry === 'string')
    : [];
}

export function getSearchHistory(): readonly string[] {
  if (snapshot === undefined) snapshot = load();
  return snapshot;
}

function set(next: readonly string[]) {
  snapshot = next;
  if (next.length) writeJson(storageKeys.searchHistory, next);
  else removeKey(storageKeys.searchHistory);
  listeners.forEach((listener) => listener());
}

export function addSearchKeyword(keyword: string): void {
  set(pushSearchHistory(getSearchHistory(), keyword));
}

export function clearSearchHistory(): void {
  set([]);
}

export function subscribeSearchHistory(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forget the in-memory copy (tests reset storage between cases). */
export function resetSearchHistoryCache(): void {
  snapshot = undefined;
}
