import type { Story, StoryDefault } from '@ladle/react';
import { sellerListingKeys } from '@/features/seller-listings/api';
import { StoryCache, storyAnswer } from '@test/story-cache';
import { seedMembers } from '@/features/seller-listings/utils/story-seeds';
import { PartyMembers } from './PartyMembers';

export default { title: 'Features / Seller listings / PartyMembers' } satisfies StoryDefault;

const WithMembers = () => (
  <StoryCache seed={seedMembers}>
    <PartyMembers postSeq={41} />
  </StoryCache>
);

/** Pending, active (one asked to leave, waiting for consent) and removed. */
export const Groups: Story = () => <WithMembers />;
Groups.meta = { session: 'seller', path: '/seller/subscriptions/41/members' };

export const GroupsEnglish: Story = () => <WithMembers />;
GroupsEnglish.meta = { session: 'seller', path: '/seller/subscriptions/41/members', locale: 'en' };

export const NoMembers: Story = () => (
  <StoryCache
    seed={(client, token) =>
      client.setQueryData(sellerListingKeys.members(token, 41), storyAnswer([]))
    }
  >
    <PartyMembers postSeq={41} />
  </StoryCache>
);
NoMembers.meta = { session: 'seller', path: '/seller/subscriptions/41/members' };

/** No API behind the story: the error with its retry. */
export const LoadFailed: Story = () => <PartyMembers postSeq={41} />;
LoadFailed.meta = {
  session: 'seller',
  path: '/seller/subscriptions/41/members',
  errorOnPurpose: 'the API does not answer: the error state',
};

/** The members' request still in flight. */
export const Loading: Story = () => (
  <StoryCache
    seed={(client, token) =>
      void client.prefetchQuery({
        queryKey: sellerListingKeys.members(token, 41),
        queryFn: () => new Promise<never>(() => undefined),
      })
    }
  >
    <PartyMembers postSeq={41} />
  </StoryCache>
);
Loading.meta = { session: 'seller', path: '/seller/subscriptions/41/members' };
