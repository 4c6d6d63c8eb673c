/**
 * How text is compared in searches: case-insensitively, accent-insensitively (a Spanish `video`
 * finds `Vídeo`) and over every language of a multilingual text at once, so that a Korean, English
 * or Spanish keyword finds the same post.
 */
import type { LocalizedText } from '@market/world';

const COMBINING_MARKS = /\p{M}/gu;

/**
 * Text folded for comparison. Decomposing drops accents; composing again rebuilds Hangul
 * syllables (NFD splits them into jamo, which are letters, not marks, so they survive).
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').normalize('NFC').toLowerCase();
}

/** A separator no keyword can contain, so that a match never spans two languages. */
const LANGUAGE_SEPARATOR = '\u0000';
/** A noncharacter that never occurs in text. */
const NEVER_IN_TEXT = '\uffff';

/** The raw (unfolded) key of a multilingual text: equal texts share it. */
export function rawSearchKey(text: LocalizedText): string {
  return text.ko + LANGUAGE_SEPARATOR + text.en + LANGUAGE_SEPARATOR + text.es;
}

/** Every language of a multilingual text, folded, in one string to search. */
export function foldedLocalizedText(text: LocalizedText): string {
  return foldForSearch(rawSearchKey(text));
}

/** The search terms of a keyword and an optional narrowing subkeyword; empty terms are dropped. */
export function searchTerms(...keywords: (string | undefined)[]): string[] {
  const terms: string[] = [];
  for (const keyword of keywords) {
    const folded = keyword === undefined ? '' : foldForSearch(keyword.trim());
    // A separator in a keyword would let it match across languages: make it match nothing.
    if (folded !== '') terms.push(folded.replaceAll(LANGUAGE_SEPARATOR, NEVER_IN_TEXT));
  }
  return terms;
}

/** Whether folded text holds every term. */
export function matchesAll(folded: string, terms: readonly string[]): boolean {
  for (const term of terms) if (!folded.includes(term)) return false;
  return true;
}

/** Whether any of several multilingual texts, in any language, holds every term. */
export function localizedTextsMatch(texts: readonly LocalizedText[], terms: readonly string[]) {
  if (terms.length === 0) return true;
  const folded = texts.map(foldedLocalizedText).join(LANGUAGE_SEPARATOR);
  return terms.every((term) => folded.includes(term));
}
