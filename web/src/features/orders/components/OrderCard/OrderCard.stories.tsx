import type { Story, StoryDefault } from '@ladle/react';
import { Stack } from '@mantine/core';
import { wireOrder, wireOrderItem } from '@test/orders-data';
import { OrderCard } from './OrderCard';

export default { title: 'Features / Orders / OrderCard' } satisfies StoryDefault;

const several = wireOrder({ items: [wireOrderItem(), wireOrderItem({ seq: 91 })] });
const topUp = wireOrder({
  id: 'ORD-20261125-000145',
  kind: 'EMONEY',
  status: 'AWAITING_TRANSFER',
  items: [],
  total: 50000,
  paidWithEmoney: 0,
  paidWithPoints: 0,
  paid: false,
  paidAt: null,
  confirmAt: null,
});

export const OneItem: Story = () => <OrderCard order={wireOrder()} />;
export const SeveralItems: Story = () => <OrderCard order={several} />;
export const EmoneyTopUp: Story = () => <OrderCard order={topUp} />;

/** A phone's width, in English and dollars. */
export const PhoneInUsd: Story = () => (
  <Stack maw={360}>
    <OrderCard order={several} />
    <OrderCard order={topUp} />
  </Stack>
);
PhoneInUsd.meta = { locale: 'en', currency: 'USD' };
