import type { Story, StoryDefault } from '@ladle/react';
import { Group } from '@mantine/core';
import { StatusBadge, type StatusBadgeProps } from './StatusBadge';

export default { title: 'Features / Seller listings / StatusBadge' } satisfies StoryDefault;

const posts: StatusBadgeProps['post'][] = [
  { type: 'SUBSCRIPTION', status: 'SUB_ON_SALE' },
  { type: 'SUBSCRIPTION', status: 'COMPLETED' },
  { type: 'SUBSCRIPTION', status: 'EXTENDABLE' },
  { type: 'SUBSCRIPTION', status: 'ENDED' },
  { type: 'CODE', status: 'ON_SALE', expiresAt: '2099-12-31' },
  { type: 'CODE', status: 'SOLD', expiresAt: '2099-12-31' },
  { type: 'COUPON', status: 'ON_SALE', expiresAt: '2000-01-01' },
];

const All = () => (
  <Group>
    {posts.map((post, i) => (
      <StatusBadge key={i} post={post} />
    ))}
  </Group>
);

export const Korean: Story = () => <All />;
Korean.meta = { session: 'seller', path: '/seller' };

export const Spanish: Story = () => <All />;
Spanish.meta = { session: 'seller', path: '/seller', locale: 'es' };
