/**
 * Multilingual text (SPEC §3): titles and category names arrive as JSON-encoded objects keyed by
 * locale, e.g. `{"ko":"넷플릭스","en":"Netflix"}`. Anything else is plain text and shown as it is.
 */
import type { Locale } from './vocabulary-first-load';
import { DEFAULT_LOCALE, locales } from './vocabulary-first-load';

type LocalizedTexts = Record<string, string>;

function parseLocalizedTexts(value: string): LocalizedTexts | null {
  // Only an object can be localized text; skip JSON.parse for everything that cannot start one.
  if (!value.trimStart().startsWith('{')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const entries = Object.values(parsed);
  return entries.every((text) => typeof text === 'string') ? (parsed as LocalizedTexts) : null;
}

/**
 * The text for `locale`, falling back to Korean, then English, then any other language present. A
 * blank translation counts as missing. Plain (non-JSON) text, and JSON that is not an object of
 * strings, is returned unchanged; null and undefined give ''.
 */
export function decodeLocalizedText(value: string | null | undefined, locale: Locale): string {
  if (value == null) return '';
  const texts = parseLocalizedTexts(value);
  if (!texts) return value;
  const present = (key: string) => {
    const text = texts[key];
    return text !== undefined && text.trim() !== '' ? text : undefined;
  };
  return (
    present(locale) ??
    present(DEFAULT_LOCALE) ??
    present('en') ??
    Object.keys(texts)
      .map(present)
      .find((text) => text !== undefined) ??
    ''
  );
}

/** Multilingual text to send: Korean is required (the default locale), the others optional. */
export type LocalizedTextInput = { ko: string } & Partial<Record<Exclude<Locale, 'ko'>, string>>;

/** JSON-encode multilingual text, keys in locale order (ko, en, es), missing locales left out. */
export function encodeLocalizedText(texts: LocalizedTextInput): string {
  const ordered: Partial<Record<Locale, string>> = {};
  for (const locale of locales) {
    const text = texts[locale];
    if (text !== undefined) ordered[locale] = text;
  }
  return JSON.stringify(ordered);
}
