import type { Story, StoryDefault } from '@ladle/react';
import type { PostType } from '@market/domain';
import { wireCategory, wireCodePost, wireCouponPost, wirePagination } from '@test/catalogue-data';
import { wireSellerParty } from '@test/seller-listings-data';
import {
  sellerListingKeys,
  type SellerListPage,
  type SellerListQuery,
} from '@/features/seller-listings/api';
import { StoryCache, storyAnswer } from '@test/story-cache';
import { categoryLevelKeys } from '@/shared/category-levels/api/category-level-keys';
import { SellerPostList, SellerPostListSkeleton } from './SellerPostList';

export default { title: 'Features / Seller listings / SellerPostList' } satisfies StoryDefault;

function List({
  postType,
  query,
  page,
}: {
  postType: PostType;
  query: SellerListQuery;
  page: SellerListPage;
}) {
  return (
    <StoryCache
      seed={(client, token) => {
        client.setQueryData(sellerListingKeys.list(token, postType, query), page);
        // The category filter's chips.
        client.setQueryData(
          categoryLevelKeys.level(postType, null),
          storyAnswer({
            parent: null,
            path: [],
            children: [wireCategory({ seq: 1, postType }), wireCategory({ seq: 2, postType })],
          }),
        );
      }}
    >
      <SellerPostList postType={postType} headingId="h" />
    </StoryCache>
  );
}

export const Parties: Story = () => (
  <List
    postType="SUBSCRIPTION"
    query={{ page: 1 }}
    page={{
      items: [
        wireSellerParty(),
        wireSellerParty({ seq: 42, status: 'EXTENDABLE' }),
        wireSellerParty({ seq: 43, status: 'ENDED' }),
      ],
      pagination: wirePagination(1, 3),
    }}
  />
);
Parties.meta = { session: 'seller', path: '/seller/subscriptions' };

export const SoldCouponsInUsd: Story = () => (
  <List
    postType="COUPON"
    query={{ page: 1, status: 'sold' }}
    page={{
      items: [wireCouponPost({ status: 'SOLD' }), wireCouponPost({ seq: 99, status: 'SOLD' })],
      pagination: wirePagination(2, 42),
    }}
  />
);
SoldCouponsInUsd.meta = {
  session: 'seller',
  path: '/seller/ecoupons?status=sold',
  locale: 'en',
  currency: 'USD',
};

export const Empty: Story = () => (
  <List
    postType="CODE"
    query={{ page: 1 }}
    page={{
      items: [],
      pagination: wirePagination(1, 0),
    }}
  />
);
Empty.meta = { session: 'seller', path: '/seller/digital-codes' };

/** No API behind the story: the list's error with its retry. */
export const LoadFailed: Story = () => <SellerPostList postType="CODE" headingId="h" />;
LoadFailed.meta = {
  session: 'seller',
  path: '/seller/digital-codes',
  errorOnPurpose: 'the API does not answer: the error state',
};

export const Loading: Story = () => <SellerPostListSkeleton />;
Loading.meta = { session: 'seller', path: '/seller/digital-codes', shows: 'skeleton' };

export const Phone: Story = () => (
  <List
    postType="CODE"
    query={{ page: 1 }}
    page={{
      items: [wireCodePost()],
      pagination: wirePagination(1, 1),
    }}
  />
);
Phone.meta = { session: 'seller', path: '/seller/digital-codes', width: 360 };
