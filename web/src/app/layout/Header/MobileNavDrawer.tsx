import { NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SideDrawer } from '@/components/Dialog/Dialog';
import { topNavItems, useIsCurrent } from './TopNav';
import { pathTo } from '@/lib/addresses';

export interface MobileNavDrawerProps {
  opened: boolean;
  onClose: () => void;
  signedIn: boolean;
}

/**
 * The burger's drawer on phones: the top navigation stacked, with the top-bar links that do not
 * fit there. Loaded on first open (it is never part of the first paint).
 */
export function MobileNavDrawer({ opened, onClose, signedIn }: MobileNavDrawerProps) {
  const { t } = useTranslation('layout');
  const isCurrent = useIsCurrent();
  const extra = [
    { href: pathTo('/our-services'), label: t('topBar.appServices') },
    ...(signedIn ? [{ href: pathTo('/buy-emoney'), label: t('topBar.buyEmoney') }] : []),
  ];
  return (
    <SideDrawer opened={opened} onClose={onClose} title={t('nav.label')} hiddenFrom="sm">
      <nav aria-label={t('nav.label')} id="mobile-navigation">
        <Stack gap={0}>
          {topNavItems.map((item) => (
            <NavLink
              key={item.href}
              component={Link}
              href={item.href}
              label={t(item.labelKey)}
              active={isCurrent(item.href)}
              aria-current={isCurrent(item.href) ? 'page' : undefined}
              onClick={onClose}
            />
          ))}
          {extra.map((item) => (
            <NavLink
              key={item.href}
              component={Link}
              href={item.href}
              label={item.label}
              onClick={onClose}
            />
          ))}
        </Stack>
      </nav>
    </SideDrawer>
  );
}
