import { Burger, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CartLink } from '@/components/CartLink/CartLink';
import { SearchIcon } from '@/components/icons';
import { useCartCount } from '@/features/cart/api/use-cart-count';
import { lazyDialog, usePreload } from '@/lib/ui/lazy-dialog';
import { AccountMenuLoader } from './AccountMenuLoader';
import classes from './Header.module.css';
import { pathTo } from '@/lib/addresses';

const searchOverlay = lazyDialog(() =>
  import('@/features/search/components/SearchOverlay/SearchOverlay').then((m) => m.SearchOverlay),
);

export interface MainBarProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

/** Logo, the search box (opening the overlay), account menu, cart, and the burger on phones. */
export function MainBar({ navOpened, onToggleNav }: MainBarProps) {
  const { t } = useTranslation('layout');
  const [searchOpened, search] = useDisclosure(false);
  const preloadSearch = usePreload(searchOverlay.preload);
  const cartCount = useCartCount();

  return (
    <Container size="xl" className={classes.mainBar}>
      <Group gap="sm" wrap="nowrap" h="100%">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('nav.openMenu')}
          aria-expanded={navOpened}
        />
        <Text component={Link} href={pathTo('/')} className={classes.logo}>
          {t('appName')}
        </Text>
        <UnstyledButton
          className={classes.searchTrigger}
          onClick={search.open}
          aria-haspopup="dialog"
          {...preloadSearch}
        >
          <SearchIcon size={16} />
          <span className={classes.searchTriggerLabel}>{t('search.open')}</span>
        </UnstyledButton>
        <Group gap={4} wrap="nowrap" ml="auto">
          <AccountMenuLoader />
          <CartLink count={cartCount} />
        </Group>
      </Group>
      <searchOverlay.Dialog opened={searchOpened} onClose={search.close} />
    </Container>
  );
}
