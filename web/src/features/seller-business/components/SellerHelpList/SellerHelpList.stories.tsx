import type { Story, StoryDefault } from '@ladle/react';
import type { QueryClient } from '@tanstack/react-query';
import { Seeded, type SeedKit } from '../../../../../test/story-seed';
import { wireNotice } from '../../../../../test/wire-data';
import { sellerBusinessKeys } from '../../api/seller-business-keys';
import { SellerHelpList } from './SellerHelpList';

export default { title: 'Features / Seller business / SellerHelpList' } satisfies StoryDefault;

const firstPage = { page: 1, size: 10 };

const seedNotices = (client: QueryClient, { page, token }: SeedKit) =>
  client.setQueryData(
    sellerBusinessKeys.notices(token, firstPage),
    page([wireNotice(), wireNotice({ seq: 13, pinned: false })]),
  );

export const Notices: Story = () => (
  <Seeded seed={seedNotices}>
    <SellerHelpList kind="notices" />
  </Seeded>
);
Notices.meta = {
  session: 'seller',
  path: '/seller/notices',
};

const seedEmptyGuides = (client: QueryClient, { page, token }: SeedKit) =>
  client.setQueryData(sellerBusinessKeys.guides(token, firstPage), page([]));

export const EmptyGuides: Story = () => (
  <Seeded seed={seedEmptyGuides}>
    <SellerHelpList kind="guides" />
  </Seeded>
);
EmptyGuides.meta = {
  session: 'seller',
  path: '/seller/guides',
};

export const LoadingThenError: Story = () => <SellerHelpList kind="notices" />;
LoadingThenError.meta = { session: 'seller', path: '/seller/notices' };
