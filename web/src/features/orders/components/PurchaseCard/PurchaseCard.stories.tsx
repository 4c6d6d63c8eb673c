import type { Story, StoryDefault } from '@ladle/react';
import { Stack } from '@mantine/core';
import { wirePurchasedCode, wirePurchasedCoupon } from '@test/orders-data';
import { PurchaseCard } from './PurchaseCard';

export default { title: 'Features / Orders / PurchaseCard' } satisfies StoryDefault;

export const Coupon: Story = () => <PurchaseCard purchase={wirePurchasedCoupon()} />;
export const CodeRefundRequested: Story = () => (
  <PurchaseCard
    purchase={wirePurchasedCode({ status: 'REFUND_REQUESTED', refundStatus: 'REQUESTED' })}
  />
);
export const PhoneInSpanish: Story = () => (
  <Stack maw={360}>
    <PurchaseCard purchase={wirePurchasedCoupon()} />
    <PurchaseCard purchase={wirePurchasedCode({ status: 'CONFIRMED' })} />
  </Stack>
);
PhoneInSpanish.meta = { locale: 'es' };
