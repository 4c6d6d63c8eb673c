import type { Story, StoryDefault } from '@ladle/react';
import type { QueryClient } from '@tanstack/react-query';
import { StoryCache, storyPage } from '@test/story-cache';
import { wirePayout } from '@test/seller-business-data';
import { sellerBusinessKeys } from '@/features/seller-business/api/seller-business-keys';
import { PayoutList } from './PayoutList';

export default { title: 'Features / Seller business / PayoutList' } satisfies StoryDefault;

const firstPage = { page: 1, size: 10 };

const seedPaged = (client: QueryClient, token: string | null) =>
  client.setQueryData(
    sellerBusinessKeys.payouts(token, firstPage),
    storyPage([wirePayout(), wirePayout({ status: 'PENDING', completedAt: null })], {
      totalCount: 12,
      totalPage: 2,
      nextPage: 2,
    }),
  );

export const Paged: Story = () => (
  <StoryCache seed={seedPaged}>
    <PayoutList />
  </StoryCache>
);
Paged.meta = {
  session: 'seller',
  path: '/seller/statistics',
};

const seedEmpty = (client: QueryClient, token: string | null) =>
  client.setQueryData(sellerBusinessKeys.payouts(token, firstPage), storyPage([]));

export const Empty: Story = () => (
  <StoryCache seed={seedEmpty}>
    <PayoutList />
  </StoryCache>
);
Empty.meta = {
  session: 'seller',
  path: '/seller/statistics',
};

export const LoadingThenError: Story = () => <PayoutList />;
LoadingThenError.meta = {
  session: 'seller',
  path: '/seller/statistics',
  errorOnPurpose: 'the API does not answer: the error state',
};
