/**
 * The wallet against a live world (test/live-world.tsx), signed in as the seeded buyer: the
 * e-money balance and its history, and a top-up whose order the history then shows.
 */
import type { Story, StoryDefault } from '@ladle/react';
import { withLiveWorld } from '@test/live-world';
import { AppRoutes } from '../router';

export default {
  title: 'Live world / Wallet',
  decorators: [withLiveWorld({ signedInAs: 'buyer@example.com' })],
} satisfies StoryDefault;

/** The e-money balance and every movement of it, the seeded buyer's purchases and top-ups. */
export const BalanceAndHistory: Story = () => <AppRoutes />;
BalanceAndHistory.meta = { path: '/my/expenses/emoney' };

/** A top-up: pick an amount, and the bank transfer to make shows; the history then lists it. */
export const TopUp: Story = () => <AppRoutes />;
TopUp.meta = { path: '/buy-emoney' };
