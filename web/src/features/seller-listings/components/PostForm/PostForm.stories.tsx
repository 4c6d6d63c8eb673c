import type { Story, StoryDefault } from '@ladle/react';
import type { PostType } from '@market/domain';
import { wireSellerCoupon, wireSellerParty } from '@test/seller-listings-data';
import type { SellerPost } from '@/features/seller-listings/api';
import { StoryCache } from '@test/story-cache';
import { seedCategories } from '@/features/seller-listings/utils/story-seeds';
import { PostForm } from './PostForm';

export default { title: 'Features / Seller listings / PostForm' } satisfies StoryDefault;

function Form({
  postType,
  initial,
  copy,
}: {
  postType: PostType;
  initial?: SellerPost;
  copy?: boolean;
}) {
  return (
    <StoryCache seed={(client) => seedCategories(client, postType)}>
      <PostForm postType={postType} initial={initial} copy={copy} onSaved={() => undefined} />
    </StoryCache>
  );
}

export const NewParty: Story = () => <Form postType="SUBSCRIPTION" />;
NewParty.meta = { session: 'seller', path: '/seller/subscriptions/create' };

export const NewCouponEnglish: Story = () => <Form postType="COUPON" />;
NewCouponEnglish.meta = { session: 'seller', path: '/seller/ecoupons/create', locale: 'en' };

export const EditParty: Story = () => (
  <Form postType="SUBSCRIPTION" initial={wireSellerParty({ categorySeq: 11 })} />
);
EditParty.meta = { session: 'seller', path: '/seller/subscriptions/41/edit' };

export const CopiedCouponSpanish: Story = () => (
  <Form postType="COUPON" initial={wireSellerCoupon({ categorySeq: 11 })} copy />
);
CopiedCouponSpanish.meta = {
  session: 'seller',
  path: '/seller/ecoupons/create?sourcePost=51',
  locale: 'es',
};
