import { Box, Container, Group, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import classes from './Header.module.css';

/** The four destinations of the top navigation (SPEC §2), in the order shown. */
export const topNavItems = [
  { href: '/subscriptions', labelKey: 'nav.subscriptions' },
  { href: '/ecoupons', labelKey: 'nav.ecoupons' },
  { href: '/digital-codes', labelKey: 'nav.digitalCodes' },
  { href: '/seller', labelKey: 'nav.seller' },
] as const;

function useIsCurrent() {
  const [location] = useLocation();
  return (href: string) => location === href || location.startsWith(`${href}/`);
}

/** The desktop navigation row (from the sm breakpoint; phones use the burger's drawer). */
export function TopNav() {
  const { t } = useTranslation('layout');
  const isCurrent = useIsCurrent();
  return (
    <Box component="nav" aria-label={t('nav.label')} visibleFrom="sm">
      <Container size="xl">
        <Group gap="lg" component="ul" className={classes.navList}>
          {topNavItems.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                className={classes.navLink}
                aria-current={isCurrent(item.href) ? 'page' : undefined}
              >
                {t(item.labelKey)}
              </Link>
            </li>
          ))}
        </Group>
      </Container>
    </Box>
  );
}

/** The same destinations stacked, for the phone drawer; `onNavigate` closes the drawer. */
export function MobileNav({ onNavigate, signedIn }: { onNavigate: () => void; signedIn: boolean }) {
  const { t } = useTranslation('layout');
  const isCurrent = useIsCurrent();
  const extra = [
    { href: '/our-services', label: t('topBar.appServices') },
    ...(signedIn ? [{ href: '/buy-emoney', label: t('topBar.buyEmoney') }] : []),
  ];
  return (
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
            onClick={onNavigate}
          />
        ))}
        {extra.map((item) => (
          <NavLink
            key={item.href}
            component={Link}
            href={item.href}
            label={item.label}
            onClick={onNavigate}
          />
        ))}
      </Stack>
    </nav>
  );
}
