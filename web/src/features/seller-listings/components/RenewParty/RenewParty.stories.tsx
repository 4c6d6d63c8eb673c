import type { Story, StoryDefault } from '@ladle/react';
import { wirePartyMember, wireSellerParty } from '@test/seller-listings-data';
import { sellerListingKeys } from '@/features/seller-listings/api';
import { StoryCache, storyAnswer } from '@test/story-cache';
import { seedMembers } from '@/features/seller-listings/utils/story-seeds';
import { RenewParty } from './RenewParty';

export default { title: 'Features / Seller listings / RenewParty' } satisfies StoryDefault;

export const Form: Story = () => <RenewParty party={wireSellerParty({ status: 'EXTENDABLE' })} />;
Form.meta = { session: 'seller', path: '/seller/subscriptions/41/renew' };

export const NotExpiring: Story = () => <RenewParty party={wireSellerParty()} />;
NotExpiring.meta = { session: 'seller', path: '/seller/subscriptions/41/renew', locale: 'en' };

/** Renewed: one member agreed (in the new party), one is still asked, one declined. */
export const Answers: Story = () => (
  <StoryCache
    seed={(client, token) => {
      seedMembers(client, token);
      client.setQueryData(
        sellerListingKeys.members(token, 44),
        storyAnswer([wirePartyMember({ seq: 401 })]),
      );
    }}
  >
    <RenewParty party={wireSellerParty({ status: 'EXTENDABLE', renewedPostSeq: 44 })} />
  </StoryCache>
);
Answers.meta = { session: 'seller', path: '/seller/subscriptions/41/renew' };
