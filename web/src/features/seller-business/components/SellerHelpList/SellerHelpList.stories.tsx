import type { Story, StoryDefault } from '@ladle/react';
import type { QueryClient } from '@tanstack/react-query';
import type { SeedKit } from '../../../../../test/story-seed';
import { wireNotice } from '../../../../../test/wire-data';
import { sellerBusinessKeys } from '../../api/seller-business-keys';
import { SellerHelpList } from './SellerHelpList';

export default { title: 'Features / Seller business / SellerHelpList' } satisfies StoryDefault;

const firstPage = { page: 1, size: 10 };

export const Notices: Story = () => <SellerHelpList kind="notices" />;
Notices.meta = {
  session: 'seller',
  path: '/seller/notices',
  seed: (client: QueryClient, { page, token }: SeedKit) =>
    client.setQueryData(
      sellerBusinessKeys.notices(token, firstPage),
      page([wireNotice(), wireNotice({ seq: 13, pinned: false })]),
    ),
};

export const EmptyGuides: Story = () => <SellerHelpList kind="guides" />;
EmptyGuides.meta = {
  session: 'seller',
  path: '/seller/guides',
  seed: (client: QueryClient, { page, token }: SeedKit) =>
    client.setQueryData(sellerBusinessKeys.guides(token, firstPage), page([])),
};

export const LoadingThenError: Story = () => <SellerHelpList kind="notices" />;
LoadingThenError.meta = { session: 'seller', path: '/seller/notices' };
