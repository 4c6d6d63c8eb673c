import type { Story, StoryDefault } from '@ladle/react';
import { wireCart } from '@test/cart-data';
import { CheckoutForm } from './CheckoutForm';

export default { title: 'Checkout / CheckoutForm' } satisfies StoryDefault;

const fee = { rate: 0, fixedAmount: 200, description: null };
const [code, coupon, withdrawn] = wireCart();

/** A code and a coupon, enough e-money and some points. */
export const ReadyToPay: Story = () => (
  <CheckoutForm
    items={[code!, coupon!]}
    missingCount={0}
    credits={{ emoney: 50_000, points: 3_000 }}
    fee={fee}
  />
);
ReadyToPay.meta = { session: 'member', path: '/checkout?items=1,2' };

export const ReadyToPayInEnglishUsd: Story = () => <ReadyToPay />;
ReadyToPayInEnglishUsd.meta = {
  session: 'member',
  path: '/checkout?items=1,2',
  locale: 'en',
  currency: 'USD',
};

/** Not enough e-money: the shortfall and the way to top up; Pay is off. */
export const ShortOfEmoney: Story = () => (
  <CheckoutForm
    items={[code!, coupon!]}
    missingCount={0}
    credits={{ emoney: 1_000, points: 0 }}
    fee={fee}
  />
);
ShortOfEmoney.meta = { session: 'member', path: '/checkout?items=1,2', locale: 'es' };

/** A chosen line was withdrawn and another left the cart. */
export const LineNotBuyable: Story = () => (
  <CheckoutForm
    items={[code!, withdrawn!]}
    missingCount={1}
    credits={{ emoney: 50_000, points: 0 }}
    fee={fee}
  />
);
LineNotBuyable.meta = { session: 'member', path: '/checkout?items=1,3,9' };
