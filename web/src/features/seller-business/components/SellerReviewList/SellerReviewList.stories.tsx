import type { Story, StoryDefault } from '@ladle/react';
import type { QueryClient } from '@tanstack/react-query';
import { StoryCache, storyPage } from '@test/story-cache';
import { wireOrderReview } from '@test/seller-business-data';
import { sellerBusinessKeys } from '@/features/seller-business/api/seller-business-keys';
import { SellerReviewList } from './SellerReviewList';

export default { title: 'Features / Seller business / SellerReviewList' } satisfies StoryDefault;

const firstPage = { page: 1, size: 10, tone: 'all' as const };
const reviews = [
  wireOrderReview({ like: false, review: '코드가 늦게 왔어요.' }),
  wireOrderReview({
    like: true,
    review: '빠르고 정확했어요!',
    answer: { seq: 1, content: '감사합니다!', createdAt: '2026-11-21 10:00:00', updatedAt: null },
  }),
];

const seedLoaded = (client: QueryClient, token: string | null) =>
  client.setQueryData(sellerBusinessKeys.reviewList(token, firstPage), storyPage(reviews));

export const Loaded: Story = () => (
  <StoryCache seed={seedLoaded}>
    <SellerReviewList />
  </StoryCache>
);
Loaded.meta = {
  session: 'seller',
  path: '/seller/reviews',
};

const seedEmpty = (client: QueryClient, token: string | null) =>
  client.setQueryData(sellerBusinessKeys.reviewList(token, firstPage), storyPage([]));

export const Empty: Story = () => (
  <StoryCache seed={seedEmpty}>
    <SellerReviewList />
  </StoryCache>
);
Empty.meta = {
  session: 'seller',
  path: '/seller/reviews',
};

/** Nothing in the cache and no API: the placeholder, then the error with its retry. */
export const LoadingThenError: Story = () => <SellerReviewList />;
LoadingThenError.meta = {
  session: 'seller',
  path: '/seller/reviews',
  errorOnPurpose: 'the API does not answer: the error state',
};

const seedInEnglish = (client: QueryClient, token: string | null) =>
  client.setQueryData(sellerBusinessKeys.reviewList(token, firstPage), storyPage(reviews));

export const InEnglish: Story = () => (
  <StoryCache seed={seedInEnglish}>
    <SellerReviewList />
  </StoryCache>
);
InEnglish.meta = { session: 'seller', path: '/seller/reviews', locale: 'en' };
