import type { Story, StoryDefault } from '@ladle/react';
import type { QueryClient } from '@tanstack/react-query';
import { StoryCache, storyPage } from '@test/story-cache';
import { wireNotice } from '@test/wire-data';
import { sellerBusinessKeys } from '@/features/seller-business/api/seller-business-keys';
import { SellerHelpList } from './SellerHelpList';

export default { title: 'Features / Seller business / SellerHelpList' } satisfies StoryDefault;

const firstPage = { page: 1, size: 10 };

const seedNotices = (client: QueryClient, token: string | null) =>
  client.setQueryData(
    sellerBusinessKeys.notices(token, firstPage),
    storyPage([wireNotice(), wireNotice({ seq: 13, pinned: false })]),
  );

export const Notices: Story = () => (
  <StoryCache seed={seedNotices}>
    <SellerHelpList kind="notices" />
  </StoryCache>
);
Notices.meta = {
  session: 'seller',
  path: '/seller/notices',
};

const seedEmptyGuides = (client: QueryClient, token: string | null) =>
  client.setQueryData(sellerBusinessKeys.guides(token, firstPage), storyPage([]));

export const EmptyGuides: Story = () => (
  <StoryCache seed={seedEmptyGuides}>
    <SellerHelpList kind="guides" />
  </StoryCache>
);
EmptyGuides.meta = {
  session: 'seller',
  path: '/seller/guides',
};

export const LoadingThenError: Story = () => <SellerHelpList kind="notices" />;
LoadingThenError.meta = {
  session: 'seller',
  path: '/seller/notices',
  errorOnPurpose: 'the API does not answer: the error state',
};
