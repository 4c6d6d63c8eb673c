import type { Story, StoryDefault } from '@ladle/react';
import { Stack } from '@mantine/core';
import { PostStateBadges } from './PostStateBadges';
import type { PostState } from '@/features/catalogue/utils/post-state';

export default { title: 'Features / Catalogue / PostStateBadges' } satisfies StoryDefault;

const base: PostState = {
  buyable: true,
  reason: null,
  availability: 'onSale',
  expiringDaysLeft: null,
  discountPercent: null,
};

function All() {
  return (
    <Stack align="flex-start">
      <PostStateBadges state={base} picked />
      <PostStateBadges state={base} showAvailable />
      <PostStateBadges state={{ ...base, availability: 'recruiting', expiringDaysLeft: 7 }} />
      <PostStateBadges state={{ ...base, buyable: false, availability: 'soldOut' }} />
      <PostStateBadges state={{ ...base, buyable: false, availability: 'expired' }} />
      <PostStateBadges state={{ ...base, buyable: false, availability: 'full' }} picked />
      <PostStateBadges state={{ ...base, buyable: false, availability: 'ended' }} />
    </Stack>
  );
}

export const Korean: Story = () => <All />;

export const English: Story = () => <All />;
English.meta = { locale: 'en' };

export const Spanish: Story = () => <All />;
Spanish.meta = { locale: 'es' };
