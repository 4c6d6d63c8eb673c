import { Anchor, Box, Burger, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { lazyDialog } from '@/lib/ui/lazy-dialog';
import { useSession } from '@/lib/session/session';
import { MAIN_CONTENT_ID } from '../AppLayout';
import { CurrencyPicker } from '../Header/CurrencyPicker';
import { LanguagePicker } from '../Header/LanguagePicker';
import classes from './SellerLayout.module.css';
import { SellerLogo } from './SellerLogo';
import { SellerNav } from './SellerNav';
import { pathTo } from '@/lib/addresses';

const navDrawer = lazyDialog(() => import('./SellerNavDrawer').then((m) => m.SellerNavDrawer));

/**
 * The seller console's frame (SPEC §2: its own theme and logo): a header with the console's logo,
 * language and currency, the way back to the marketplace and sign-out; the console's navigation
 * beside the page from the md breakpoint, in a drawer behind the burger below it.
 */
export function SellerLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('seller');
  const { user, signOut } = useSession();
  const [navOpened, nav] = useDisclosure(false);

  return (
    <div className={classes.shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
        {t('skipToContent', { ns: 'layout' })}
      </a>
      <header className={classes.header}>
        <Group className={classes.headerRow} px="md" gap="sm" wrap="nowrap">
          <Burger
            opened={navOpened}
            onClick={nav.toggle}
            hiddenFrom="md"
            size="sm"
            aria-label={t('frame.openMenu')}
            aria-expanded={navOpened}
          />
          <SellerLogo />
          <Group gap="xs" ml="auto" wrap="nowrap">
            <Box visibleFrom="sm">
              <Group gap="xs" wrap="nowrap">
                <LanguagePicker />
                <CurrencyPicker />
              </Group>
            </Box>
            <Anchor component={Link} href={pathTo('/')} size="sm" fw={600} visibleFrom="xs">
              {t('frame.toMarket')}
            </Anchor>
            {user ? (
              <Text size="sm" visibleFrom="lg" truncate maw={160}>
                {t('frame.greeting', { nickname: user.nickname })}
              </Text>
            ) : null}
            <Button variant="default" size="xs" onClick={signOut}>
              {t('account.logout', { ns: 'layout' })}
            </Button>
          </Group>
        </Group>
      </header>
      <div className={classes.body}>
        <nav aria-label={t('nav.label')} className={classes.sidebar}>
          <SellerNav />
        </nav>
        <main id={MAIN_CONTENT_ID} className={classes.main} tabIndex={-1}>
          {children}
        </main>
      </div>
      <navDrawer.Dialog opened={navOpened} onClose={nav.close} />
    </div>
  );
}
