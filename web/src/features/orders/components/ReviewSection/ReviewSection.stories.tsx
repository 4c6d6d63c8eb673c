import type { Story, StoryDefault } from '@ladle/react';
import { StoryCache, storyAnswer } from '@test/story-cache';
import { wireOrderReview } from '@test/orders-data';
import { orderKeys } from '@/features/orders/api';
import { ReviewSection, ReviewView } from './ReviewSection';

export default { title: 'Features / Orders / ReviewSection' } satisfies StoryDefault;

export const WriteForm: Story = () => <ReviewSection productId={90} reviewed={false} canReview />;
WriteForm.meta = { session: 'member' };

export const ReviewedWithAnswer: Story = () => (
  <StoryCache
    seed={(client, token) =>
      client.setQueryData(
        orderKeys.review(token, 90),
        storyAnswer(
          wireOrderReview({
            answer: {
              seq: 1,
              content: '구매해 주셔서 감사합니다!',
              createdAt: '2026-11-25 10:00:00',
              updatedAt: null,
            },
          }),
        ),
      )
    }
  >
    <ReviewSection productId={90} reviewed canReview />
  </StoryCache>
);
ReviewedWithAnswer.meta = { session: 'member' };

export const NegativeAwaitingAnswer: Story = () => (
  <ReviewView review={wireOrderReview({ like: false, review: 'Code arrived late.' })} />
);
NegativeAwaitingAnswer.meta = { locale: 'en' };

export const NotAllowed: Story = () => (
  <ReviewSection productId={90} reviewed={false} canReview={false} />
);
