import 'i18next';
import type { defaultNamespace, KoResources } from './locales/resources';

// Keys are typed from the Korean files: `t('layout:search.open')` is checked at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    fallbackNS: typeof defaultNamespace;
    resources: KoResources;
    returnNull: false;
  }
}
