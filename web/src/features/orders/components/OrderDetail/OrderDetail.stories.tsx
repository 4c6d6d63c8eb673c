import type { Story, StoryDefault } from '@ladle/react';
import { wireOrder, wireOrderItem } from '@test/orders-data';
import { OrderDetail } from './OrderDetail';

export default { title: 'Features / Orders / OrderDetail' } satisfies StoryDefault;

const paid = wireOrder({ items: [wireOrderItem(), wireOrderItem({ seq: 91, status: 'PAID' })] });

/** Paid, waiting to confirm itself: the confirm-receipt button. */
export const Paid: Story = () => <OrderDetail order={paid} />;
Paid.meta = { session: 'member' };

export const Confirmed: Story = () => (
  <OrderDetail
    order={wireOrder({ status: 'CONFIRMED', items: [wireOrderItem({ status: 'CONFIRMED' })] })}
  />
);
Confirmed.meta = { session: 'member' };

export const AwaitingTransfer: Story = () => (
  <OrderDetail
    order={wireOrder({
      kind: 'EMONEY',
      status: 'AWAITING_TRANSFER',
      items: [],
      paid: false,
      paidAt: null,
      confirmAt: null,
      paidWithEmoney: 0,
      paidWithPoints: 0,
    })}
  />
);
AwaitingTransfer.meta = { session: 'member' };

export const PaidInEnglishAndUsd: Story = () => <OrderDetail order={paid} />;
PaidInEnglishAndUsd.meta = { session: 'member', locale: 'en', currency: 'USD' };
