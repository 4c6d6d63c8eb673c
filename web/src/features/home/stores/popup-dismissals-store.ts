/**
 * Which home popups the visitor put away (SPEC §9: popup discards kept locally).
 * - "Don't show today": kept in localStorage as the Seoul day it was chosen on; the popup comes
 *   back the next day. Entries of earlier days are dropped whenever the list is written.
 * - "Close": for this visit only (memory), so that walking back to the home page does not bring
 *   the same popup up again, while a new visit shows it.
 */
import { toDateString } from '@market/domain';
import { readJson, storageKeys, writeJson } from '@/lib/browser/storage';

type Listener = () => void;
type HiddenUntil = Record<string, string>;

const listeners = new Set<Listener>();
const closedThisVisit = new Set<number>();
let version = 0;

function readHiddenUntil(): HiddenUntil {
  const raw = readJson(storageKeys.dismissedPopups);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function emit() {
  version += 1;
  listeners.forEach((listener) => listener());
}

/** Whether a popup is put away at `now` (closed this visit, or hidden for today). */
export function isPopupDismissed(seq: number, now: Date = new Date()): boolean {
  if (closedThisVisit.has(seq)) return true;
  return readHiddenUntil()[String(seq)] === toDateString(now);
}

/** Hide a popup for the rest of today (Seoul), also after a reload. */
export function hidePopupToday(seq: number, now: Date = new Date()): void {
  const today = toDateString(now);
  const kept = Object.fromEntries(
    Object.entries(readHiddenUntil()).filter(([, day]) => day === today),
  );
  writeJson(storageKeys.dismissedPopups, { ...kept, [String(seq)]: today });
  closedThisVisit.add(seq);
  emit();
}

/** Close a popup for this visit. */
export function closePopup(seq: number): void {
  closedThisVisit.add(seq);
  emit();
}

/** A number that changes whenever a popup is put away (useSyncExternalStore's snapshot). */
export function getDismissalsVersion(): number {
  return version;
}

export function subscribeDismissals(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forget this visit's closed popups (tests start each case as a new visit). */
export function resetClosedPopups(): void {
  closedThisVisit.clear();
  emit();
}
