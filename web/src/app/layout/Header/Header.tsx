import { useDisclosure } from '@mantine/hooks';
import { useSession } from '@/lib/session/session';
import classes from './Header.module.css';
import { MainBar } from './MainBar';
import { lazyDialog } from '@/lib/ui/lazy-dialog';
import { TopNav } from './TopNav';
import { TopBar } from './TopBar';

const mobileNav = lazyDialog(() => import('./MobileNavDrawer').then((m) => m.MobileNavDrawer));

/** The site header of SPEC §2: top bar, main bar and top navigation (a drawer on phones). */
export function Header() {
  const { isSignedIn } = useSession();
  const [navOpened, nav] = useDisclosure(false);

  return (
    <header className={classes.header}>
      <TopBar />
      <MainBar navOpened={navOpened} onToggleNav={nav.toggle} />
      <TopNav />
      <mobileNav.Dialog opened={navOpened} onClose={nav.close} signedIn={isSignedIn} />
    </header>
  );
}
