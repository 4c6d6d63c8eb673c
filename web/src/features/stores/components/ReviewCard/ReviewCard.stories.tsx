import type { Story, StoryDefault } from '@ladle/react';
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { wirePublicReview, wireReviewAnswer } from '@test/stores-data';
import { wireText } from '@test/wire-data';
import { ReviewCard } from './ReviewCard';

export default { title: 'Features / Stores / ReviewCard' } satisfies StoryDefault;

const positive = wirePublicReview({
  like: true,
  review: '초대 링크가 바로 와서 편하게 시청하고 있어요. 추천합니다!',
});
const negative = wirePublicReview({
  like: false,
  review: '중간에 비밀번호가 바뀌어서 로그인이 안 됐어요.',
  reviewerNickname: 'LuckyPenguin',
});
const answered = wirePublicReview({
  like: false,
  review: 'Password changed mid-month and I was locked out.',
  answer: wireReviewAnswer('불편을 드려 죄송합니다. 새 비밀번호를 바로 보내 드렸어요.'),
  reviewerNickname: 'LuckyPenguin',
});
const longText = wirePublicReview({
  like: true,
  review: `${'정말 만족스러운 거래였습니다. '.repeat(20)}\n\n두 번째 문단도 있어요. https://example.com/a-very-long-address-without-any-spaces-that-must-wrap-on-a-phone`,
  answer: wireReviewAnswer('감사합니다! '.repeat(30)),
  postTitle: wireText({
    ko: '유튜브 프리미엄 패밀리 6개월 파티원 모집합니다 — 광고 없이 음악까지, 결제 확인 즉시 초대 링크',
    en: 'YouTube Premium Family for six months: ad-free videos and music, invitation sent as soon as payment clears',
    es: 'YouTube Premium Familiar durante seis meses: vídeos sin anuncios y música, invitación inmediata',
  }),
});

function Frame({ children }: { children: ReactNode }) {
  return <Box maw={720}>{children}</Box>;
}

export const Positive: Story = () => (
  <Frame>
    <ReviewCard review={positive} />
  </Frame>
);

export const Negative: Story = () => (
  <Frame>
    <ReviewCard review={negative} />
  </Frame>
);

export const WithSellerAnswer: Story = () => (
  <Frame>
    <ReviewCard review={answered} />
  </Frame>
);

/** Long review, answer and post title wrap instead of overflowing (try the phone width). */
export const LongText: Story = () => (
  <Frame>
    <ReviewCard review={longText} />
  </Frame>
);

export const English: Story = () => (
  <Frame>
    <ReviewCard review={answered} />
  </Frame>
);
English.meta = { locale: 'en' };

export const Spanish: Story = () => (
  <Frame>
    <ReviewCard review={answered} />
  </Frame>
);
Spanish.meta = { locale: 'es' };
