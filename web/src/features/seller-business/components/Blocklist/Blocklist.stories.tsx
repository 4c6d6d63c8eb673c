import type { Story, StoryDefault } from '@ladle/react';
import type { QueryClient } from '@tanstack/react-query';
import { StoryCache, storyPage } from '@test/story-cache';
import { wireBlockedMember } from '@test/seller-business-data';
import { sellerBusinessKeys } from '@/features/seller-business/api/seller-business-keys';
import { Blocklist } from './Blocklist';

export default { title: 'Features / Seller business / Blocklist' } satisfies StoryDefault;

const firstPage = { page: 1, size: 10 };

const seedLoaded = (client: QueryClient, token: string | null) =>
  client.setQueryData(
    sellerBusinessKeys.blocklistPage(token, firstPage),
    storyPage([wireBlockedMember(), wireBlockedMember({ reason: '욕설\n반복된 허위 신고' })]),
  );

export const Loaded: Story = () => (
  <StoryCache seed={seedLoaded}>
    <Blocklist />
  </StoryCache>
);
Loaded.meta = {
  session: 'seller',
  path: '/seller/blocklist',
};

const seedEmpty = (client: QueryClient, token: string | null) =>
  client.setQueryData(sellerBusinessKeys.blocklistPage(token, firstPage), storyPage([]));

export const Empty: Story = () => (
  <StoryCache seed={seedEmpty}>
    <Blocklist />
  </StoryCache>
);
Empty.meta = {
  session: 'seller',
  path: '/seller/blocklist',
};

export const LoadingThenError: Story = () => <Blocklist />;
LoadingThenError.meta = {
  session: 'seller',
  path: '/seller/blocklist',
  errorOnPurpose: 'the API does not answer: the error state',
};
