import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './AppLayout.module.css';
import { Footer } from './Footer/Footer';
import { Header } from './Header/Header';

export const MAIN_CONTENT_ID = 'main-content';

/** Header, the page in <main>, footer; a skip link first for keyboard users. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('layout');
  return (
    <div className={classes.shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      <Header />
      <main id={MAIN_CONTENT_ID} className={classes.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
