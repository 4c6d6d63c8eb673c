import { Box, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import classes from './Header.module.css';
import { pathTo } from '@/lib/addresses';

/** The four destinations of the top navigation (SPEC §2), in the order shown. */
export const topNavItems = [
  { href: pathTo('/subscriptions'), labelKey: 'nav.subscriptions' },
  { href: pathTo('/ecoupons'), labelKey: 'nav.ecoupons' },
  { href: pathTo('/digital-codes'), labelKey: 'nav.digitalCodes' },
  { href: pathTo('/seller'), labelKey: 'nav.seller' },
] as const;

export function useIsCurrent() {
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
