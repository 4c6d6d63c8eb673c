/**
 * The seller console against a live world (test/live-world.tsx), signed in as the seeded seller:
 * the console's home and the e-coupon listings, with every page of the console a click away.
 */
import type { Story, StoryDefault } from '@ladle/react';
import { withLiveWorld } from '@test/live-world';
import { AppRoutes } from '../router';

export default {
  title: 'Live world / Seller console',
  decorators: [withLiveWorld({ signedInAs: 'seller@example.com' })],
} satisfies StoryDefault;

export const Home: Story = () => <AppRoutes />;
Home.meta = { path: '/seller' };

export const Listings: Story = () => <AppRoutes />;
Listings.meta = { path: '/seller/ecoupons' };
