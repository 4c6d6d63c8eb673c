import { ActionIcon, Indicator } from '@mantine/core';
import { cartBadgeLabel } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CartIcon } from '../icons';
import { pathTo } from '@/lib/addresses';

export interface CartLinkProps {
  /** Items in the cart; 0 (the default) shows no badge, 99 and more show `99+`. */
  count?: number;
}

/** The cart icon of the main bar, linking to /cart, with its count badge (SPEC §2, §9). */
export function CartLink({ count = 0 }: CartLinkProps) {
  const { t } = useTranslation('layout');
  const badge = cartBadgeLabel(count);
  return (
    <Indicator
      label={badge}
      disabled={!badge}
      size={18}
      offset={4}
      color="red"
      inline
      data-testid="cart-badge"
    >
      <ActionIcon
        component={Link}
        href={pathTo('/cart')}
        variant="subtle"
        color="dark"
        size="lg"
        aria-label={badge ? t('cart.labelWithCount', { badge }) : t('cart.label')}
      >
        <CartIcon />
      </ActionIcon>
    </Indicator>
  );
}
