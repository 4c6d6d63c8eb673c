import { Badge, Group, Text } from '@mantine/core';
import type { SubscriptionPost } from '@market/contract';
import { groupState, subscriptionState } from '@market/domain';
import { useTranslation } from 'react-i18next';

// Dark shades on an outline badge keep the text above 4.5:1 contrast.
const colors = { open: 'teal.9', closed: 'blue.9', expiring: 'red.9', ended: 'gray.7' } as const;

/** A party's state from domain (open, closed, expiring with days left, ended) and its seats. */
export function PartyState({ post, now }: { post: SubscriptionPost; now: Date }) {
  const { t } = useTranslation('parties');
  const state = groupState(post, now);
  const { daysLeft } = subscriptionState(post, now);
  return (
    <Group gap="xs">
      <Badge color={colors[state]} variant="outline">
        {t(`state.${state}`)}
      </Badge>
      {state === 'expiring' ? (
        <Text size="sm" c="red.9">
          {t('daysLeft', { count: daysLeft })}
        </Text>
      ) : null}
      <Text size="sm" c="dimmed">
        {t('seats', { count: post.memberCount, limit: post.memberLimit })}
      </Text>
    </Group>
  );
}
