/**
 * Every language must translate every key: a key present in one locale and missing in another
 * fails here, as does any validation message key that domain can produce and no locale translates.
 */
import { locales, validationMessageKeys } from '@market/domain';
import { describe, expect, it } from 'vitest';
import { lazyLocaleFiles } from '@/lib/i18n/i18n';
import { bundledNamespaces, devOnlyNamespaces, namespaces } from './resources';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Dotted paths of the leaves, plural forms folded into their base key (languages differ there). */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(PLURAL_SUFFIX, '')];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function leavesOf(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) =>
    leavesOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

const resource = (locale: string, namespace: string) => files[`./${locale}/${namespace}.json`];

describe('locales', () => {
  it('has a file for every namespace in every language, and no stray files', () => {
    const expected = locales.flatMap((locale) =>
      [...namespaces, ...devOnlyNamespaces].map((ns) => `./${locale}/${ns}.json`),
    );
    expect(Object.keys(files).sort()).toEqual(expected.sort());
  });

  it('can load every namespace of every language, bundled (Korean shell) or on demand', () => {
    const loadable = new Set(lazyLocaleFiles);
    for (const locale of locales) {
      for (const namespace of namespaces) {
        const bundled = locale === 'ko' && bundledNamespaces.includes(namespace);
        expect(bundled || loadable.has(`${locale}/${namespace}`), `${locale}/${namespace}`).toBe(
          true,
        );
      }
    }
  });

  it('never loads a development-only namespace on demand (it would reach production chunks)', () => {
    for (const namespace of devOnlyNamespaces) {
      expect(lazyLocaleFiles.filter((file) => file.endsWith(`/${namespace}`))).toEqual([]);
    }
  });

  for (const namespace of [...namespaces, ...devOnlyNamespaces]) {
    it(`gives ${namespace} the same keys in ${locales.join(', ')}`, () => {
      const union = new Set(locales.flatMap((locale) => keysOf(resource(locale, namespace))));
      for (const locale of locales) {
        const own = new Set(keysOf(resource(locale, namespace)));
        const missing = [...union].filter((key) => !own.has(key));
        expect(missing, `${locale}/${namespace}.json misses`).toEqual([]);
      }
    });
  }

  it('translates every validation message key of domain in every language', () => {
    for (const locale of locales) {
      const own = new Set(keysOf(resource(locale, 'validation')).map((key) => `validation.${key}`));
      const missing = validationMessageKeys.filter((key) => !own.has(key));
      expect(missing, `${locale}/validation.json misses`).toEqual([]);
    }
  });

  it('has no empty translation', () => {
    for (const [path, json] of Object.entries(files)) {
      const empty = leavesOf(json).filter(
        ([, value]) => typeof value !== 'string' || !value.trim(),
      );
      expect(
        empty.map(([key]) => key),
        `${path} has empty values`,
      ).toEqual([]);
    }
  });

  it('uses the same interpolation variables in every language', () => {
    const variables = (text: unknown) =>
      [...String(text).matchAll(/{{\s*(\w+)/g)].map((match) => match[1]).sort();
    for (const namespace of [...namespaces, ...devOnlyNamespaces]) {
      const reference = new Map(leavesOf(resource('ko', namespace)));
      for (const locale of locales) {
        for (const [key, text] of leavesOf(resource(locale, namespace))) {
          if (!reference.has(key)) continue;
          expect(variables(text), `${locale}/${namespace}.json ${key}`).toEqual(
            variables(reference.get(key)),
          );
        }
      }
    }
  });
});
