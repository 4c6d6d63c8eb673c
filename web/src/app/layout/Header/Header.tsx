import { Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import classes from './Header.module.css';
import { MainBar } from './MainBar';
import { MobileNav, TopNav } from './TopNav';
import { TopBar } from './TopBar';

/** The site header of SPEC §2: top bar, main bar and top navigation (a drawer on phones). */
export function Header() {
  const { t } = useTranslation('layout');
  const { isSignedIn } = useSession();
  const [navOpened, nav] = useDisclosure(false);

  return (
    <header className={classes.header}>
      <TopBar />
      <MainBar navOpened={navOpened} onToggleNav={nav.toggle} />
      <TopNav />
      <Drawer
        opened={navOpened}
        onClose={nav.close}
        title={t('nav.label')}
        size="xs"
        hiddenFrom="sm"
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        <MobileNav onNavigate={nav.close} signedIn={isSignedIn} />
      </Drawer>
    </header>
  );
}
