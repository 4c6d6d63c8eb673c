import type { Story, StoryDefault } from '@ladle/react';
import { wireCart } from '@test/cart-data';
import { CheckoutRefusal } from './CheckoutRefusal';

export default { title: 'Checkout / CheckoutRefusal' } satisfies StoryDefault;

const [code, coupon, withdrawn] = wireCart();

/** The seller withdrew a chosen line meanwhile: the alert names it and says why. */
export const LineWithdrawn: Story = () => (
  <CheckoutRefusal
    refusal={{ kind: 'line', reason: 'DISABLED' }}
    items={[code!, coupon!, withdrawn!]}
  />
);
LineWithdrawn.meta = { session: 'member', path: '/checkout?items=1,2,3' };

/** The refused line can no longer be told apart (it left the cart): the reason alone. */
export const LineSoldOutInEnglish: Story = () => (
  <CheckoutRefusal refusal={{ kind: 'line', reason: 'SOLD_OUT' }} items={[code!]} />
);
LineSoldOutInEnglish.meta = { session: 'member', path: '/checkout?items=1', locale: 'en' };

/** Not enough e-money by the time the order reached the server: the way to top up. */
export const ShortOfEmoneyInSpanish: Story = () => (
  <CheckoutRefusal refusal={{ kind: 'balance' }} items={[code!]} />
);
ShortOfEmoneyInSpanish.meta = { session: 'member', path: '/checkout?items=1', locale: 'es' };

/** No answer came back: nothing is known to be charged; paying again is safe. */
export const NoAnswer: Story = () => (
  <CheckoutRefusal refusal={{ kind: 'failed', retrySafe: true }} items={[code!]} />
);
NoAnswer.meta = { session: 'member', path: '/checkout?items=1' };
