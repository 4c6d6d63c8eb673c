import type { Story, StoryDefault } from '@ladle/react';
import { StoryCache, storyLoading, storyPage } from '@test/story-cache';
import { wirePurchasedCode, wirePurchasedCoupon } from '@test/orders-data';
import { orderKeys, PURCHASES_PAGE_SIZE, type SecretPostType } from '@/features/orders/api';
import { PurchaseList } from './PurchaseList';

export default { title: 'Features / Orders / PurchaseList' } satisfies StoryDefault;

const query = { page: 1, size: PURCHASES_PAGE_SIZE };

function Seeded({
  postType,
  items,
  keyword,
}: {
  postType: SecretPostType;
  items: unknown[];
  keyword?: string;
}) {
  return (
    <StoryCache
      seed={(client, token) =>
        client.setQueryData(
          orderKeys.purchaseList(token, postType, keyword ? { ...query, keyword } : query),
          storyPage(items),
        )
      }
    >
      <PurchaseList postType={postType} />
    </StoryCache>
  );
}

export const Coupons: Story = () => (
  <Seeded
    postType="COUPON"
    items={[wirePurchasedCoupon(), wirePurchasedCoupon({ seq: 89, status: 'CONFIRMED' })]}
  />
);
Coupons.meta = { session: 'member', path: '/my/ecoupons' };

export const Codes: Story = () => <Seeded postType="CODE" items={[wirePurchasedCode()]} />;
Codes.meta = { session: 'member', path: '/my/digital-codes' };

export const NoMatch: Story = () => <Seeded postType="CODE" items={[]} keyword="netflix" />;
NoMatch.meta = { session: 'member', path: '/my/digital-codes?keyword=netflix' };

export const Empty: Story = () => <Seeded postType="COUPON" items={[]} />;
Empty.meta = { session: 'member', path: '/my/ecoupons' };

export const LoadFailed: Story = () => <PurchaseList postType="COUPON" />;
LoadFailed.meta = {
  session: 'member',
  path: '/my/ecoupons',
  offline: true,
  errorOnPurpose: 'the API does not answer: the error state',
};

/** The first page has not answered yet: the skeleton. */
export const Loading: Story = () => (
  <StoryCache
    seed={(client, token) => storyLoading(client, orderKeys.purchaseList(token, 'CODE', query))}
  >
    <PurchaseList postType="CODE" />
  </StoryCache>
);
Loading.meta = { session: 'member', path: '/my/digital-codes' };
