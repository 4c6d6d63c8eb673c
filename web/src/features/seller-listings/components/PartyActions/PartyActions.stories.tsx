import type { Story, StoryDefault } from '@ladle/react';
import { wireSellerParty } from '@test/seller-listings-data';
import { PartyActions, SettlementSummary } from './PartyActions';

export default { title: 'Features / Seller listings / PartyActions' } satisfies StoryDefault;

/** Recruiting: close the recruitment, or end the sharing early. */
export const Recruiting: Story = () => <PartyActions party={wireSellerParty()} />;
Recruiting.meta = { session: 'seller', path: '/seller/subscriptions/41' };

/** Recruitment closed: only ending the sharing is left. */
export const RecruitmentClosed: Story = () => (
  <PartyActions party={wireSellerParty({ status: 'COMPLETED' })} />
);
RecruitmentClosed.meta = { session: 'seller', path: '/seller/subscriptions/41', locale: 'en' };

/** Ended: nothing to do, nothing drawn. */
export const Ended: Story = () => <PartyActions party={wireSellerParty({ status: 'ENDED' })} />;
Ended.meta = { session: 'seller', path: '/seller/subscriptions/41', shows: 'empty' };

/** What ending a sharing early refunded and paid, in dollars and Spanish. */
export const Settlement: Story = () => (
  <SettlementSummary
    settlement={{
      post: wireSellerParty({ status: 'ENDED' }),
      totalDays: 90,
      remainingDays: 30,
      compensationPerMember: 3_000,
      compensatedMembers: 3,
      founderPenalty: 9_000,
      endedAt: '2026-11-01 09:00:00',
    }}
  />
);
Settlement.meta = {
  session: 'seller',
  path: '/seller/subscriptions/41',
  locale: 'es',
  currency: 'USD',
};
