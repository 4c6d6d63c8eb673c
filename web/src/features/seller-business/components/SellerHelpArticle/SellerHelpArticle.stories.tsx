import type { Story, StoryDefault } from '@ladle/react';
import type { QueryClient } from '@tanstack/react-query';
import { Seeded, type SeedKit } from '../../../../../test/story-seed';
import { wireNotice } from '../../../../../test/wire-data';
import { sellerBusinessKeys } from '../../api/seller-business-keys';
import { SellerHelpArticle } from './SellerHelpArticle';

export default { title: 'Features / Seller business / SellerHelpArticle' } satisfies StoryDefault;

const seedNotice = (client: QueryClient, { answer, token }: SeedKit) =>
  client.setQueryData(sellerBusinessKeys.notice(token, 12), answer(wireNotice()));

export const Notice: Story = () => (
  <Seeded seed={seedNotice}>
    <SellerHelpArticle kind="notices" seq={12} />
  </Seeded>
);
Notice.meta = {
  session: 'seller',
  path: '/seller/notices/12',
};

export const LoadingThenError: Story = () => <SellerHelpArticle kind="guides" seq={4} />;
LoadingThenError.meta = { session: 'seller', path: '/seller/guides/4' };
