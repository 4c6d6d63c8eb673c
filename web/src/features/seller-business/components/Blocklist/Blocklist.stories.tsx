import type { Story, StoryDefault } from '@ladle/react';
import type { QueryClient } from '@tanstack/react-query';
import type { SeedKit } from '../../../../../test/story-seed';
import { wireBlockedMember } from '../../../../../test/seller-business-data';
import { sellerBusinessKeys } from '../../api/seller-business-keys';
import { Blocklist } from './Blocklist';

export default { title: 'Features / Seller business / Blocklist' } satisfies StoryDefault;

const firstPage = { page: 1, size: 10 };

export const Loaded: Story = () => <Blocklist />;
Loaded.meta = {
  session: 'seller',
  path: '/seller/blocklist',
  seed: (client: QueryClient, { page, token }: SeedKit) =>
    client.setQueryData(
      sellerBusinessKeys.blocklistPage(token, firstPage),
      page([wireBlockedMember(), wireBlockedMember({ reason: '욕설\n반복된 허위 신고' })]),
    ),
};

export const Empty: Story = () => <Blocklist />;
Empty.meta = {
  session: 'seller',
  path: '/seller/blocklist',
  seed: (client: QueryClient, { page, token }: SeedKit) =>
    client.setQueryData(sellerBusinessKeys.blocklistPage(token, firstPage), page([])),
};

export const LoadingThenError: Story = () => <Blocklist />;
LoadingThenError.meta = { session: 'seller', path: '/seller/blocklist' };
