import type { Story, StoryDefault } from '@ladle/react';
import type { QueryClient } from '@tanstack/react-query';
import { Seeded, type SeedKit } from '../../../../../test/story-seed';
import { wireSalesStatistics } from '../../../../../test/seller-business-data';
import { sellerBusinessKeys } from '../../api/seller-business-keys';
import { SalesStatistics } from './SalesStatistics';

export default { title: 'Features / Seller business / SalesStatistics' } satisfies StoryDefault;

const seedLoaded = (client: QueryClient, { answer, token }: SeedKit) => {
  client.setQueryData(sellerBusinessKeys.statistics(token), answer(wireSalesStatistics()));
  client.setQueryData(
    sellerBusinessKeys.credits(token),
    answer({ emoney: 52_000, points: 300, pendingSettlement: 12_000 }),
  );
};

export const Loaded: Story = () => (
  <Seeded seed={seedLoaded}>
    <SalesStatistics />
  </Seeded>
);
Loaded.meta = {
  session: 'seller',
  path: '/seller/statistics',
};

const seedInUsDollars = (client: QueryClient, { answer, token }: SeedKit) => {
  client.setQueryData(sellerBusinessKeys.statistics(token), answer(wireSalesStatistics()));
  client.setQueryData(
    sellerBusinessKeys.credits(token),
    answer({ emoney: 52_000, points: 300, pendingSettlement: 12_000 }),
  );
};

export const InUsDollars: Story = () => (
  <Seeded seed={seedInUsDollars}>
    <SalesStatistics />
  </Seeded>
);
InUsDollars.meta = { session: 'seller', path: '/seller/statistics', currency: 'USD', locale: 'en' };

export const LoadingThenError: Story = () => <SalesStatistics />;
LoadingThenError.meta = { session: 'seller', path: '/seller/statistics' };
