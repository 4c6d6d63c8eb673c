import { Badge, Group, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Availability, PostState } from '@/features/catalogue/utils/post-state';

export interface PostStateBadgesProps {
  state: PostState;
  /** The post holds a PICK promotion. @default false */
  picked?: boolean;
  /** Also say "on sale" / "recruiting" (details); cards only flag what stands out. @default false */
  showAvailable?: boolean;
  /** @default 'sm' */
  size?: 'xs' | 'sm' | 'md' | 'lg';
}

// Filled badges: every shade here keeps 4.5:1 contrast with its text (WCAG AA).
const colorOf: Record<Availability, MantineColor> = {
  onSale: 'teal.9',
  recruiting: 'teal.9',
  soldOut: 'dark.6',
  expired: 'gray.8',
  full: 'violet.8',
  ended: 'gray.8',
};

/** Picked, sold out, expired, full, ended and "N days left" as small badges. */
export function PostStateBadges({
  state,
  picked = false,
  showAvailable = false,
  size = 'sm',
}: PostStateBadgesProps) {
  const { t } = useTranslation('catalogue');
  const available = state.availability === 'onSale' || state.availability === 'recruiting';
  const showAvailability = showAvailable || !available;
  if (!picked && !showAvailability && state.expiringDaysLeft === null) return null;
  return (
    <Group gap={6}>
      {picked && (
        <Badge size={size} color="brand.7">
          {t('badge.picked')}
        </Badge>
      )}
      {showAvailability && (
        <Badge size={size} color={colorOf[state.availability]}>
          {t(`availability.${state.availability}`)}
        </Badge>
      )}
      {state.expiringDaysLeft !== null && (
        <Badge size={size} color="yellow.5" autoContrast>
          {t('badge.expiring', { days: state.expiringDaysLeft })}
        </Badge>
      )}
    </Group>
  );
}
