import type { Story, StoryDefault } from '@ladle/react';
import { Box } from '@mantine/core';
import { wireOrderReview } from '@test/seller-business-data';
import { SellerReviewCard } from './SellerReviewCard';

export default { title: 'Features / Seller business / SellerReviewCard' } satisfies StoryDefault;

export const Unanswered: Story = () => (
  <Box maw={720}>
    <SellerReviewCard review={wireOrderReview({ review: '비밀번호가 중간에 바뀌었어요.' })} />
  </Box>
);
Unanswered.meta = { session: 'seller', path: '/seller/reviews' };

export const Answered: Story = () => (
  <Box maw={720}>
    <SellerReviewCard
      review={wireOrderReview({
        like: true,
        review: 'Great, thanks!',
        answer: {
          seq: 1,
          content: '감사합니다! '.repeat(20),
          createdAt: '2026-11-21 10:00:00',
          updatedAt: '2026-11-22 10:00:00',
        },
      })}
    />
  </Box>
);
Answered.meta = { session: 'seller', path: '/seller/reviews', locale: 'es' };
