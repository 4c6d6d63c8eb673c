import type { Story, StoryDefault } from '@ladle/react';
import type { QueryClient } from '@tanstack/react-query';
import { Seeded, type SeedKit } from '../../../../../test/story-seed';
import { wirePayout } from '../../../../../test/seller-business-data';
import { sellerBusinessKeys } from '../../api/seller-business-keys';
import { PayoutList } from './PayoutList';

export default { title: 'Features / Seller business / PayoutList' } satisfies StoryDefault;

const firstPage = { page: 1, size: 10 };

const seedPaged = (client: QueryClient, { page, token }: SeedKit) =>
  client.setQueryData(
    sellerBusinessKeys.payouts(token, firstPage),
    page([wirePayout(), wirePayout({ status: 'PENDING', completedAt: null })], {
      totalCount: 12,
      totalPage: 2,
      nextPage: 2,
    }),
  );

export const Paged: Story = () => (
  <Seeded seed={seedPaged}>
    <PayoutList />
  </Seeded>
);
Paged.meta = {
  session: 'seller',
  path: '/seller/statistics',
};

const seedEmpty = (client: QueryClient, { page, token }: SeedKit) =>
  client.setQueryData(sellerBusinessKeys.payouts(token, firstPage), page([]));

export const Empty: Story = () => (
  <Seeded seed={seedEmpty}>
    <PayoutList />
  </Seeded>
);
Empty.meta = {
  session: 'seller',
  path: '/seller/statistics',
};

export const LoadingThenError: Story = () => <PayoutList />;
LoadingThenError.meta = { session: 'seller', path: '/seller/statistics' };
