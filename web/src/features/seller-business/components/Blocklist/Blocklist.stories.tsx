import type { Story, StoryDefault } from '@ladle/react';
import type { QueryClient } from '@tanstack/react-query';
import { Seeded, type SeedKit } from '../../../../../test/story-seed';
import { wireBlockedMember } from '../../../../../test/seller-business-data';
import { sellerBusinessKeys } from '../../api/seller-business-keys';
import { Blocklist } from './Blocklist';

export default { title: 'Features / Seller business / Blocklist' } satisfies StoryDefault;

const firstPage = { page: 1, size: 10 };

const seedLoaded = (client: QueryClient, { page, token }: SeedKit) =>
  client.setQueryData(
    sellerBusinessKeys.blocklistPage(token, firstPage),
    page([wireBlockedMember(), wireBlockedMember({ reason: '욕설\n반복된 허위 신고' })]),
  );

export const Loaded: Story = () => (
  <Seeded seed={seedLoaded}>
    <Blocklist />
  </Seeded>
);
Loaded.meta = {
  session: 'seller',
  path: '/seller/blocklist',
};

const seedEmpty = (client: QueryClient, { page, token }: SeedKit) =>
  client.setQueryData(sellerBusinessKeys.blocklistPage(token, firstPage), page([]));

export const Empty: Story = () => (
  <Seeded seed={seedEmpty}>
    <Blocklist />
  </Seeded>
);
Empty.meta = {
  session: 'seller',
  path: '/seller/blocklist',
};

export const LoadingThenError: Story = () => <Blocklist />;
LoadingThenError.meta = { session: 'seller', path: '/seller/blocklist' };
