import type { Story, StoryDefault } from '@ladle/react';
import type { QueryClient } from '@tanstack/react-query';
import { StoryCache, storyAnswer } from '@test/story-cache';
import { wireSalesStatistics } from '@test/seller-business-data';
import { sellerBusinessKeys } from '@/features/seller-business/api/seller-business-keys';
import { balanceKeys } from '@/shared/balances/api/balance-keys';
import { SalesStatistics } from './SalesStatistics';

export default { title: 'Features / Seller business / SalesStatistics' } satisfies StoryDefault;

const seedLoaded = (client: QueryClient, token: string | null) => {
  client.setQueryData(sellerBusinessKeys.statistics(token), storyAnswer(wireSalesStatistics()));
  client.setQueryData(
    balanceKeys.sellerCredits(token),
    storyAnswer({ emoney: 52_000, points: 300, pendingSettlement: 12_000 }),
  );
};

export const Loaded: Story = () => (
  <StoryCache seed={seedLoaded}>
    <SalesStatistics />
  </StoryCache>
);
Loaded.meta = {
  session: 'seller',
  path: '/seller/statistics',
};

const seedInUsDollars = (client: QueryClient, token: string | null) => {
  client.setQueryData(sellerBusinessKeys.statistics(token), storyAnswer(wireSalesStatistics()));
  client.setQueryData(
    balanceKeys.sellerCredits(token),
    storyAnswer({ emoney: 52_000, points: 300, pendingSettlement: 12_000 }),
  );
};

export const InUsDollars: Story = () => (
  <StoryCache seed={seedInUsDollars}>
    <SalesStatistics />
  </StoryCache>
);
InUsDollars.meta = { session: 'seller', path: '/seller/statistics', currency: 'USD', locale: 'en' };

export const LoadingThenError: Story = () => <SalesStatistics />;
LoadingThenError.meta = {
  session: 'seller',
  path: '/seller/statistics',
  errorOnPurpose: 'the API does not answer: the error state',
};
