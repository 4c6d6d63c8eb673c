import type { Story, StoryDefault } from '@ladle/react';
import { StoryCache, storyAnswer, type StorySeed } from '@test/story-cache';
import { sellerListingKeys } from '@/features/seller-listings/api';
import { balanceKeys } from '@/shared/balances/api/balance-keys';
import { SellerHome } from './SellerHome';

export default { title: 'Features / Seller listings / SellerHome' } satisfies StoryDefault;

const seed: StorySeed = (client, token) => {
  client.setQueryData(
    balanceKeys.sellerCredits(token),
    storyAnswer({ emoney: 120_000, points: 300, pendingSettlement: 45_000 }),
  );
  client.setQueryData(sellerListingKeys.attention(token), {
    pendingMembers: 2,
    refundRequests: 1,
    unansweredReviews: 3,
  });
  client.setQueryData(sellerListingKeys.counts(token), [
    {
      postType: 'SUBSCRIPTION',
      total: 9,
      byStatus: [
        { status: 'open', count: 4 },
        { status: 'closed', count: 2 },
        { status: 'expiring', count: 1 },
      ],
    },
    {
      postType: 'COUPON',
      total: 12,
      byStatus: [
        { status: 'on_sale', count: 8 },
        { status: 'sold', count: 4 },
      ],
    },
    {
      postType: 'CODE',
      total: 5,
      byStatus: [
        { status: 'on_sale', count: 3 },
        { status: 'sold', count: 2 },
      ],
    },
  ]);
};

const Home = () => (
  <StoryCache seed={seed}>
    <SellerHome />
  </StoryCache>
);

export const Korean: Story = () => <Home />;
Korean.meta = { session: 'seller', path: '/seller' };

export const EnglishUsd: Story = () => <Home />;
EnglishUsd.meta = { session: 'seller', path: '/seller', locale: 'en', currency: 'USD' };

export const Phone: Story = () => <Home />;
Phone.meta = { session: 'seller', path: '/seller', width: 360 };

/** No API behind the story: every part shows its error with a retry. */
export const LoadFailed: Story = () => <SellerHome />;
LoadFailed.meta = {
  session: 'seller',
  path: '/seller',
  errorOnPurpose: 'the API does not answer: the error state',
};

/** Every part's request still in flight: the skeletons. */
const pending: StorySeed = (client, token) => {
  for (const queryKey of [
    balanceKeys.sellerCredits(token),
    sellerListingKeys.attention(token),
    sellerListingKeys.counts(token),
  ]) {
    void client.prefetchQuery({ queryKey, queryFn: () => new Promise<never>(() => undefined) });
  }
};

export const Loading: Story = () => (
  <StoryCache seed={pending}>
    <SellerHome />
  </StoryCache>
);
Loading.meta = { session: 'seller', path: '/seller' };

/** A new seller: nothing listed, nothing waiting. */
const empty: StorySeed = (client, token) => {
  client.setQueryData(
    balanceKeys.sellerCredits(token),
    storyAnswer({ emoney: 0, points: 0, pendingSettlement: 0 }),
  );
  client.setQueryData(sellerListingKeys.attention(token), {
    pendingMembers: 0,
    refundRequests: 0,
    unansweredReviews: 0,
  });
  client.setQueryData(
    sellerListingKeys.counts(token),
    (['SUBSCRIPTION', 'COUPON', 'CODE'] as const).map((postType) => ({
      postType,
      total: 0,
      byStatus: [],
    })),
  );
};

export const Empty: Story = () => (
  <StoryCache seed={empty}>
    <SellerHome />
  </StoryCache>
);
Empty.meta = { session: 'seller', path: '/seller' };
