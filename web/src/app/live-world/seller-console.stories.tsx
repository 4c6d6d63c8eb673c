/**
 * The seller console against a live world (test/live-world.tsx), signed in as the seeded seller:
 * the console's home, the e-coupon listings and a sale, with every page of the console a click
 * away.
 */
import type { Story, StoryDefault } from '@ladle/react';
import { withLiveWorld } from '@test/live-world';
import { soldCouponPath } from '@test/live-world-places';
import { AppRoutes } from '../router';

export default { title: 'Live world / Seller console' } satisfies StoryDefault;

const asSeller = withLiveWorld({ signedInAs: 'seller@example.com' });

/** The console's home: the seller's balances, what waits for them, their listings at a glance. */
export const Home: Story = () => <AppRoutes />;
Home.meta = { path: '/seller' };
Home.decorators = [asSeller];

/** The e-coupon listings: open one to edit it, see its buyer, or create a new one. */
export const Listings: Story = () => <AppRoutes />;
Listings.meta = { path: '/seller/ecoupons' };
Listings.decorators = [asSeller];

/** A sale: the buyer of an e-coupon the seller sold, and what the sale is waiting for. */
export const Sale: Story = () => <AppRoutes />;
Sale.decorators = [
  withLiveWorld({
    signedInAs: 'seller@example.com',
    startAt: (world) => soldCouponPath(world, 'seller@example.com'),
  }),
];
