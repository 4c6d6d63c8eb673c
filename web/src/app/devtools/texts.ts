/**
 * The drawer's texts (`devtools` namespace, src/locales/<lang>/devtools.json), added to i18next by
 * the drawer itself: the app's on-demand loader leaves this namespace out, so it exists in
 * development builds only, where this module is imported.
 */
import type { Locale } from '@market/domain';
import { i18next } from '@/lib/i18n/i18n';
import en from '@/locales/en/devtools.json';
import es from '@/locales/es/devtools.json';
import ko from '@/locales/ko/devtools.json';

const bundles: Record<Locale, typeof ko> = { ko, en, es };

for (const [language, bundle] of Object.entries(bundles)) {
  i18next.addResourceBundle(language, 'devtools', bundle, true, true);
}
