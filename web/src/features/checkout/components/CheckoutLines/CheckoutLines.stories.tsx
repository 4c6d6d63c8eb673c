import type { Story, StoryDefault } from '@ladle/react';
import { wireCart } from '@test/cart-data';
import { CheckoutLines } from './CheckoutLines';

export default { title: 'Checkout / CheckoutLines' } satisfies StoryDefault;

const [code, coupon, withdrawn] = wireCart();

export const Buyable: Story = () => (
  <CheckoutLines
    lines={[
      { item: code!, buyability: { buyable: true } },
      { item: coupon!, buyability: { buyable: true } },
    ]}
  />
);

/** A line sold since it was chosen, in English. */
export const SoldMeanwhile: Story = () => (
  <CheckoutLines
    lines={[
      { item: code!, buyability: { buyable: false, reason: 'SOLD_OUT' } },
      { item: withdrawn!, buyability: { buyable: false, reason: 'DISABLED' } },
    ]}
  />
);
SoldMeanwhile.meta = { locale: 'en' };
