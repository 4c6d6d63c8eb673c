import type { Story, StoryDefault } from '@ladle/react';
import { Group } from '@mantine/core';
import { StatusBadge } from './StatusBadge';

export default { title: 'Features / Seller listings / StatusBadge' } satisfies StoryDefault;

const All = () => (
  <Group>
    {(['SUB_ON_SALE', 'COMPLETED', 'EXTENDABLE', 'ENDED', 'ON_SALE', 'SOLD'] as const).map(
      (status) => (
        <StatusBadge key={status} status={status} />
      ),
    )}
  </Group>
);

export const Korean: Story = () => <All />;
Korean.meta = { session: 'seller', path: '/seller' };

export const Spanish: Story = () => <All />;
Spanish.meta = { session: 'seller', path: '/seller', locale: 'es' };
