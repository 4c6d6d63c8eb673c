import type { Story, StoryDefault } from '@ladle/react';
import type { QueryClient } from '@tanstack/react-query';
import { StoryCache, storyAnswer } from '@test/story-cache';
import { wireCouponPost } from '@test/catalogue-data';
import { wireInventory } from '@test/seller-business-data';
import { sellerBusinessKeys } from '@/features/seller-business/api/seller-business-keys';
import { PROMOTABLE_POSTS_MAX } from '@/features/seller-business/api/use-promotion';
import { PromotionInventoryPanel } from './PromotionInventoryPanel';

export default {
  title: 'Features / Seller business / PromotionInventoryPanel',
} satisfies StoryDefault;

const title = JSON.stringify({ ko: '넷플릭스 기프트', en: 'Netflix gift', es: 'Regalo' });

/** The seller's coupons on sale, which a unit can be spent on (the panel lists coupons first). */
function seedCouponsOnSale(client: QueryClient, token: string | null) {
  client.setQueryData(
    [...sellerBusinessKeys.onSalePosts(token), 'COUPON', { page: 1, size: PROMOTABLE_POSTS_MAX }],
    [wireCouponPost({ seq: 9, title }), wireCouponPost({ seq: 12 })],
  );
}

const seedWithUses = (client: QueryClient, token: string | null) => {
  seedCouponsOnSale(client, token);
  client.setQueryData(
    sellerBusinessKeys.inventory(token, 'UP'),
    storyAnswer(
      wireInventory({
        remaining: 9,
        used: [{ type: 'CODE', typeSeq: 9, title, appliedAt: '2026-11-24 10:00:00' }],
      }),
    ),
  );
};

export const WithUses: Story = () => (
  <StoryCache seed={seedWithUses}>
    <PromotionInventoryPanel item="UP" />
  </StoryCache>
);
WithUses.meta = {
  session: 'seller',
  path: '/seller/buy-perks',
};

const seedNoUnitLeft = (client: QueryClient, token: string | null) => {
  seedCouponsOnSale(client, token);
  client.setQueryData(
    sellerBusinessKeys.inventory(token, 'PICK'),
    storyAnswer(wireInventory({ item: 'PICK', remaining: 0 })),
  );
};

export const NoUnitLeft: Story = () => (
  <StoryCache seed={seedNoUnitLeft}>
    <PromotionInventoryPanel item="PICK" />
  </StoryCache>
);
NoUnitLeft.meta = {
  session: 'seller',
  path: '/seller/buy-perks',
};

export const LoadingThenError: Story = () => <PromotionInventoryPanel item="UP" />;
LoadingThenError.meta = {
  session: 'seller',
  path: '/seller/buy-perks',
  errorOnPurpose: 'the API does not answer: the error state',
};
