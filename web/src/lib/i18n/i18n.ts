/**
 * i18next with the shell's Korean texts bundled (the default language, so the first paint never
 * waits) and everything else loaded on demand: each namespace of each language is its own small
 * chunk, fetched when a component first asks for it. A component asking for a namespace that is
 * not loaded yet suspends (react-i18next's useSuspense), so pages show their loader, never raw keys;
 * changing language loads every namespace in use before the switch.
 *
 * Conventions: one JSON file per namespace in `src/locales/<lang>/`, registered in
 * `src/locales/resources.ts`; keys are typed from the ko files, so a missing key is a type error.
 * Message keys coming from domain (`validation.email.required`) are translated with
 * `translateMessageKey`, which reads their first segment as the namespace.
 */
import { DEFAULT_LOCALE, isOneOf, locales, type Locale } from '@market/domain';
import i18next, { type BackendModule, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  bundledKoResources,
  bundledNamespaces,
  defaultNamespace,
  namespaces,
  type Namespace,
} from '@/locales/resources';
import { readJson, storageKeys, writeJson } from '@/lib/browser/storage';

type LocaleModule = { default: Record<string, unknown> };

const lazyLocales = import.meta.glob<LocaleModule>([
  '../../locales/*/*.json',
  // Bundled through resources.ts (bundledKoResources); the locale test keeps both lists in step.
  '!**/ko/{common,layout,notify,validation}.json',
  // Development builds only: the devtools drawer adds it itself (resources.ts devOnlyNamespaces).
  '!**/devtools.json',
]);

/** `ko/catalogue`, `en/common`, …: the namespaces the backend can fetch (checked by the locale test). */
export const lazyLocaleFiles = Object.keys(lazyLocales).map((path) =>
  path.replace('../../locales/', '').replace('.json', ''),
);

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = lazyLocales[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No ${namespace} translations for ${language}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/** The saved language, or ko. */
export function storedLocale(): Locale {
  const stored = readJson(storageKeys.language);
  return isOneOf(locales, stored) ? stored : DEFAULT_LOCALE;
}

function applyDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

let initialised: Promise<TFunction> | null = null;

/** Start i18next once; later calls return the same promise. */
export function initI18n(language: Locale = storedLocale()): Promise<TFunction> {
  if (!initialised) {
    i18next.on('languageChanged', applyDocumentLanguage);
    initialised = i18next
      .use(lazyLocaleBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: DEFAULT_LOCALE,
        supportedLngs: [...locales],
        // A copy: i18next adds every namespace it loads to this list.
        ns: [...bundledNamespaces],
        defaultNS: defaultNamespace,
        // A feature's namespace falls back to common for shared words (actions.close, state.loading).
        fallbackNS: defaultNamespace,
        resources: { ko: bundledKoResources },
        // Resources given for part of ko only: the backend fetches the rest.
        partialBundledLanguages: true,
        interpolation: { escapeValue: false },
        returnNull: false,
        react: { useSuspense: true },
        showSupportNotice: false,
      });
  }
  return initialised;
}

/**
 * Start loading namespaces of the current language (a page's, with its chunk). Never fails: a
 * namespace that cannot load is asked for again by the component that needs it, which shows its
 * loader or error as usual.
 */
export async function preloadNamespaces(wanted: readonly Namespace[]): Promise<void> {
  if (wanted.length === 0) return;
  await initI18n();
  await i18next.loadNamespaces([...wanted]).catch(() => undefined);
}

/** Load every namespace of the current language now (tests and stories, which have no loader). */
export function loadAllNamespaces(): Promise<void> {
  return i18next.loadNamespaces([...namespaces]);
}

/** Switch language, remember the choice and update `<html lang>` (through languageChanged). */
export async function changeLocale(locale: Locale): Promise<void> {
  writeJson(storageKeys.language, locale);
  await i18next.changeLanguage(locale);
}

/** The active language as a Locale (ko while i18next is still starting). */
export function currentLocale(language: string | undefined = i18next.language): Locale {
  return isOneOf(locales, language) ? language : DEFAULT_LOCALE;
}

/**
 * Translate a message key produced outside the web app (domain's `validation.email.required`):
 * the first segment names the namespace. Unknown keys come back as they are, which the locale test
 * prevents for every key domain declares.
 */
export function translateMessageKey<Ns extends Namespace>(
  t: TFunction<Ns>,
  key: string,
  values: Record<string, unknown> = {},
): string {
  const dot = key.indexOf('.');
  if (dot < 0) return key;
  // The key is only known at run time, so it cannot go through the typed signature of t.
  const untypedT = t as unknown as (key: string, options: Record<string, unknown>) => string;
  return untypedT(key.slice(dot + 1), { ...values, ns: key.slice(0, dot) });
}

export { i18next };
