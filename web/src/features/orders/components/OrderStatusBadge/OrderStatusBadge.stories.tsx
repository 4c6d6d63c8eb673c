import type { Story, StoryDefault } from '@ladle/react';
import { Group } from '@mantine/core';
import { orderStatuses, refundStatuses } from '@market/domain';
import { OrderStatusBadge, RefundStatusBadge } from './OrderStatusBadge';

export default { title: 'Features / Orders / OrderStatusBadge' } satisfies StoryDefault;

/** Every order state and every refund state. */
export const AllStates: Story = () => (
  <Group>
    {orderStatuses.map((status) => (
      <OrderStatusBadge key={status} status={status} />
    ))}
    {refundStatuses.map((status) => (
      <RefundStatusBadge key={status} status={status} />
    ))}
  </Group>
);

export const AllStatesInSpanish: Story = AllStates.bind({});
AllStatesInSpanish.meta = { locale: 'es' };
