import { NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { sellerNavGroups } from './seller-nav-items';
import { pathTo } from '@/lib/addresses';

export interface SellerNavProps {
  /** Called after a destination is chosen (the phone drawer closes). Default none. */
  onNavigate?: () => void;
}

/** Every seller route as a list of links, the current one (or its parent) marked. */
export function SellerNav({ onNavigate }: SellerNavProps) {
  const { t } = useTranslation('seller');
  const [location] = useLocation();
  const isCurrent = (href: string) =>
    href === '/seller' ? location === href : location === href || location.startsWith(`${href}/`);

  const link = (href: string, label: string) => (
    <NavLink
      key={href}
      component={Link}
      href={href}
      label={label}
      active={isCurrent(href)}
      aria-current={isCurrent(href) ? 'page' : undefined}
      onClick={onNavigate}
    />
  );

  return (
    <Stack gap="sm">
      {link(pathTo('/seller'), t('nav.home'))}
      {sellerNavGroups.map((group) => (
        <div key={group.labelKey}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
            {t(group.labelKey)}
          </Text>
          {group.items.map((item) => link(item.href, t(item.labelKey)))}
        </div>
      ))}
    </Stack>
  );
}
