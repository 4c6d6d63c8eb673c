/**
 * Trending keywords come from real searches: each search counts its keyword in the world
 * (`popularKeywords`), and the trending list ranks keywords by that count.
 */
import type { PopularKeyword } from '@market/contract';
import type { PopularKeywordRecord, World } from '@market/world';
import { foldForSearch } from './search-text';

/** Folded keywords of the records, so that a search folds only its own keyword. */
const foldedKeywords = new WeakMap<PopularKeywordRecord, string>();

function foldedKeyword(record: PopularKeywordRecord): string {
  let folded = foldedKeywords.get(record);
  if (folded === undefined) {
    folded = foldForSearch(record.keyword);
    foldedKeywords.set(record, folded);
  }
  return folded;
}

/** How many keywords the trending list shows. */
export const TRENDING_KEYWORDS = 10;

/**
 * Counts one search of `keyword`. Keywords that differ only in case or accents count as one, under
 * the spelling first searched.
 */
export function recordSearch(world: World, keyword: string): void {
  const text = keyword.trim();
  if (text === '') return;
  const folded = foldForSearch(text);
  const known = world.popularKeywords.find((k) => foldedKeyword(k) === folded);
  if (known) known.count += 1;
  else world.popularKeywords.push({ keyword: text, count: 1 });
}

/** The most searched keywords, most searched first (ties: the longer-known keyword first). */
export function trendingKeywords(world: World, limit = TRENDING_KEYWORDS): PopularKeyword[] {
  return world.popularKeywords
    .map((record, at) => ({ record, at }))
    .sort((a, b) => b.record.count - a.record.count || a.at - b.at)
    .slice(0, limit)
    .map(({ record }, i) => ({ rank: i + 1, keyword: record.keyword }));
}
