import type { Story, StoryDefault } from '@ladle/react';
import { wireSellerComment } from '@test/seller-business-data';
import { SellerCommentCard } from './SellerCommentCard';

export default {
  title: 'Features / Seller business / SellerCommentCard',
} satisfies StoryDefault;

const question = wireSellerComment({ content: '코드는 결제 후 바로 받을 수 있나요?' });

export const Unanswered: Story = () => <SellerCommentCard comment={question} />;
Unanswered.meta = { session: 'seller', path: '/seller/comments' };

export const Answered: Story = () => (
  <SellerCommentCard
    comment={{
      ...question,
      reply: {
        seq: 1,
        author: { seq: 3, nickname: '디지털마켓', profileImageUrl: null },
        content: '네, 결제가 끝나면 바로 주문 내역에서 확인할 수 있습니다.',
        createdAt: '2026-11-21 10:00:00',
        updatedAt: null,
      },
    }}
  />
);
Answered.meta = { session: 'seller', path: '/seller/comments' };

/** A long question with a long word, at the phone width: it wraps inside the card. */
export const LongTextOnPhone: Story = () => (
  <SellerCommentCard
    comment={wireSellerComment({
      author: { seq: 3, nickname: 'AVeryLongNicknameWithoutAnySpaces', profileImageUrl: null },
      content:
        'Hello! I bought the Netflix gift code yesterday and I would like to know whether it works in every country, because I travel a lot: https://example.com/a-very-long-address-without-any-breaks-at-all',
    })}
  />
);
LongTextOnPhone.meta = { session: 'seller', path: '/seller/comments', locale: 'en', width: 360 };

export const Spanish: Story = () => <SellerCommentCard comment={question} />;
Spanish.meta = { session: 'seller', path: '/seller/comments', locale: 'es' };
