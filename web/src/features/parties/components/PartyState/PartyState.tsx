import { Badge, Group, Text } from '@mantine/core';
import type { SubscriptionPost } from '@market/contract';
import { groupState, subscriptionState } from '@market/domain';
import { useTranslation } from 'react-i18next';

const colors = { open: 'teal', closed: 'blue', expiring: 'orange', ended: 'gray' } as const;

/** A party's state from domain (open, closed, expiring with days left, ended) and its seats. */
export function PartyState({ post, now }: { post: SubscriptionPost; now: Date }) {
  const { t } = useTranslation('parties');
  const state = groupState(post, now);
  const { daysLeft } = subscriptionState(post, now);
  return (
    <Group gap="xs">
      <Badge color={colors[state]} variant="light">
        {t(`state.${state}`)}
      </Badge>
      {state === 'expiring' ? (
        <Text size="sm" c="orange">
          {t('daysLeft', { count: daysLeft })}
        </Text>
      ) : null}
      <Text size="sm" c="dimmed">
        {t('seats', { count: post.memberCount, limit: post.memberLimit })}
      </Text>
    </Group>
  );
}
