import 'i18next';
import type { defaultNamespace, koResources } from './locales/resources';

// Keys are typed from the Korean files: `t('layout:search.open')` is checked at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    fallbackNS: typeof defaultNamespace;
    resources: typeof koResources;
    returnNull: false;
  }
}
