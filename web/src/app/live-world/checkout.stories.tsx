/**
 * Buying against a live world (test/live-world.tsx), signed in as the seeded buyer: put a post in
 * the cart, check out and find the order under My orders, all inside the story. The world is put
 * back to its seed whenever the story is shown again.
 */
import type { Story, StoryDefault } from '@ladle/react';
import { withLiveWorld } from '@test/live-world';
import { couponToBuy } from '@test/live-world-places';
import { AppRoutes } from '../router';

export default { title: 'Live world / Checkout' } satisfies StoryDefault;

/** A post to buy: "add to cart", then the cart, then the checkout. */
export const AddToCart: Story = () => <AppRoutes />;
AddToCart.decorators = [
  withLiveWorld({
    signedInAs: 'buyer@example.com',
    startAt: (world) => `/ecoupons/${couponToBuy(world, 'buyer@example.com').seq}`,
  }),
];

/** The buyer's seeded cart, on the way to the checkout. */
export const Cart: Story = () => <AppRoutes />;
Cart.meta = { path: '/cart' };
Cart.decorators = [withLiveWorld({ signedInAs: 'buyer@example.com' })];

/** What the buyer bought so far; a checkout in the other stories adds to it. */
export const Orders: Story = () => <AppRoutes />;
Orders.meta = { path: '/my/orders' };
Orders.decorators = [withLiveWorld({ signedInAs: 'buyer@example.com' })];
