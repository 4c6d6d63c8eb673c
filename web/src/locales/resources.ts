/**
 * The translation namespaces. Korean is the default language and is bundled; en and es are loaded
 * on demand from the files of the same name (src/lib/i18n.ts). To add a namespace, create
 * `<ns>.json` in ko, en and es and register the ko file here; the locale test fails until all three
 * languages have every key.
 */
import auth from './ko/auth.json';
import catalogue from './ko/catalogue.json';
import common from './ko/common.json';
import content from './ko/content.json';
import home from './ko/home.json';
import layout from './ko/layout.json';
import notify from './ko/notify.json';
import search from './ko/search.json';
import stores from './ko/stores.json';
import validation from './ko/validation.json';

export const koResources = {
  common,
  layout,
  notify,
  validation,
  auth,
  stores,
  catalogue,
  home,
  search,
  content,
} as const;

export type Namespace = keyof typeof koResources;
export const namespaces = Object.keys(koResources) as Namespace[];
export const defaultNamespace = 'common' satisfies Namespace;
