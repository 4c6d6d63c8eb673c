/**
 * The words the web app shows, read from its own translation files, so that journeys look for what
 * a visitor of each language really sees without restating every sentence here (the copy changes;
 * what must hold is that each language shows its own). Read as data with fs: e2e does not import
 * the web package.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const languages = ['ko', 'en', 'es'] as const;
export type Language = (typeof languages)[number];

const localesDir = fileURLToPath(new URL('../../../web/src/locales/', import.meta.url));
const cache = new Map<string, Record<string, unknown>>();

function namespaceOf(language: Language, namespace: string): Record<string, unknown> {
  const file = `${language}/${namespace}.json`;
  let texts = cache.get(file);
  if (!texts) {
    texts = JSON.parse(readFileSync(`${localesDir}${file}`, 'utf8')) as Record<string, unknown>;
    cache.set(file, texts);
  }
  return texts;
}

/**
 * `tr('en', 'layout:search.recent')`: the text of a key (`namespace:dotted.path`, namespace
 * `common` when left out) with `{{name}}` placeholders filled from `values`. Throws for a key the
 * language does not have, so a renamed key fails loudly instead of matching nothing.
 */
export function tr(
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const [namespace, path] = key.includes(':') ? key.split(':', 2) : ['common', key];
  let node: unknown = namespaceOf(language, namespace!);
  for (const part of path!.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${language}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`text ${key} needs a value for {{${name}}}`);
    return String(values[name]);
  });
}

/** The text of a multilingual wire value (`{"ko":…,"en":…}`) in a language (ko when missing). */
export function decodeWireText(value: string, language: Language): string {
  try {
    const parsed = JSON.parse(value) as Record<string, unknown>;
    const text = parsed[language] ?? parsed.ko;
    return typeof text === 'string' ? text : value;
  } catch {
    return value;
  }
}
