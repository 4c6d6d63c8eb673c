import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Set the document title to "<page> | <app name>", so each route has a distinct, translated title. */
export function usePageTitle(title: string | null | undefined): void {
  const { t } = useTranslation();
  const appName = t('appName');
  useEffect(() => {
    document.title = title ? `${title} | ${appName}` : appName;
  }, [title, appName]);
}
