import type { Story, StoryDefault } from '@ladle/react';
import type { QueryClient } from '@tanstack/react-query';
import { StoryCache, storyAnswer } from '@test/story-cache';
import { wireNotice } from '@test/wire-data';
import { sellerBusinessKeys } from '@/features/seller-business/api/seller-business-keys';
import { SellerHelpArticle } from './SellerHelpArticle';

export default { title: 'Features / Seller business / SellerHelpArticle' } satisfies StoryDefault;

const seedNotice = (client: QueryClient, token: string | null) =>
  client.setQueryData(sellerBusinessKeys.notice(token, 12), storyAnswer(wireNotice()));

export const Notice: Story = () => (
  <StoryCache seed={seedNotice}>
    <SellerHelpArticle kind="notices" seq={12} />
  </StoryCache>
);
Notice.meta = {
  session: 'seller',
  path: '/seller/notices/12',
};

export const LoadingThenError: Story = () => <SellerHelpArticle kind="guides" seq={4} />;
LoadingThenError.meta = {
  session: 'seller',
  path: '/seller/guides/4',
  errorOnPurpose: 'the API does not answer: the error state',
};
