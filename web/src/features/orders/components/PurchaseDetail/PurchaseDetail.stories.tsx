import type { Story, StoryDefault } from '@ladle/react';
import { StoryCache, storyAnswer } from '@test/story-cache';
import { wireOrderReview, wirePurchasedCode, wirePurchasedCoupon } from '@test/orders-data';
import { orderKeys } from '@/features/orders/api';
import { PurchaseDetail } from './PurchaseDetail';

export default { title: 'Features / Orders / PurchaseDetail' } satisfies StoryDefault;

/** A paid coupon: PIN hidden, review form, refund button. */
export const PaidCoupon: Story = () => <PurchaseDetail purchase={wirePurchasedCoupon()} />;
PaidCoupon.meta = { session: 'member' };

/** A confirmed, reviewed code with the seller's answer, in English and dollars. */
export const ReviewedCode: Story = () => (
  <StoryCache
    seed={(client, token) =>
      client.setQueryData(
        orderKeys.review(token, 91),
        storyAnswer(
          wireOrderReview({
            productId: 91,
            review: 'Worked right away.',
            answer: {
              seq: 1,
              content: 'Thanks!',
              createdAt: '2026-11-25 10:00:00',
              updatedAt: null,
            },
          }),
        ),
      )
    }
  >
    <PurchaseDetail purchase={wirePurchasedCode({ status: 'CONFIRMED', reviewed: true })} />
  </StoryCache>
);
ReviewedCode.meta = { session: 'member', locale: 'en', currency: 'USD' };

export const RefundedCoupon: Story = () => (
  <PurchaseDetail
    purchase={wirePurchasedCoupon({ status: 'REFUNDED', refundStatus: 'APPROVED', pin: null })}
  />
);
RefundedCoupon.meta = { session: 'member' };
