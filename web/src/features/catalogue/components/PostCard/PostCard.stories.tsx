import type { Story, StoryDefault } from '@ladle/react';
import { Box, SimpleGrid } from '@mantine/core';
import type { Post } from '@market/contract';
import {
  dayFromToday,
  wireCodePost,
  wireCouponPost,
  wireSubscriptionPost,
} from '@test/catalogue-data';
import { PostCard, PostCardSkeleton } from './PostCard';

export default { title: 'Features / Catalogue / PostCard' } satisfies StoryDefault;

/** One card at the width it has in a four-column grid. */
function One({ post }: { post: Post }) {
  return (
    <Box maw={300}>
      <PostCard post={post} />
    </Box>
  );
}

const longTitle = JSON.stringify({
  ko: '유튜브 프리미엄 패밀리 6개월 파티원 모집합니다 — 광고 없이 음악까지, 결제 확인 즉시 초대 링크 보내드려요',
  en: 'YouTube Premium Family for six months: ad-free videos and music, invitation sent as soon as payment clears',
  es: 'YouTube Premium Familiar durante seis meses: vídeos sin anuncios y música, invitación en cuanto se confirme el pago',
});

export const Subscription: Story = () => <One post={wireSubscriptionPost({ picked: true })} />;

export const SubscriptionExpiring: Story = () => (
  <One post={wireSubscriptionPost({ subscriptionEndsAt: dayFromToday(6), status: 'EXTENDABLE' })} />
);

export const SubscriptionFull: Story = () => (
  <One post={wireSubscriptionPost({ memberCount: 3, memberLimit: 3, status: 'COMPLETED' })} />
);

export const SubscriptionEnded: Story = () => (
  <One post={wireSubscriptionPost({ subscriptionEndsAt: dayFromToday(-2), status: 'ENDED' })} />
);

export const Coupon: Story = () => <One post={wireCouponPost()} />;

export const CouponSoldOut: Story = () => <One post={wireCouponPost({ status: 'SOLD' })} />;

export const CouponExpired: Story = () => (
  <One post={wireCouponPost({ expiresAt: dayFromToday(-1) })} />
);

export const Code: Story = () => <One post={wireCodePost()} />;

/** Sold at face value: no discount shown. */
export const CodeAtFaceValue: Story = () => (
  <One post={wireCodePost({ price: 10_000, faceValue: 10_000 })} />
);

export const LongTitle: Story = () => <One post={wireSubscriptionPost({ title: longTitle })} />;

/** A picture that fails to load falls back to the type's icon. */
export const BrokenPicture: Story = () => (
  <One post={wireCouponPost({ thumbnailUrl: '/missing-picture.png' })} />
);
BrokenPicture.meta = { errorOnPurpose: 'a picture that does not load' };

export const Loading: Story = () => (
  <Box maw={300}>
    <PostCardSkeleton />
  </Box>
);
Loading.meta = { shows: 'skeleton' };

/** The three types side by side, in each language and currency below. */
function AllTypes() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <PostCard post={wireSubscriptionPost()} />
      <PostCard post={wireCouponPost()} />
      <PostCard post={wireCodePost()} />
      <PostCard post={wireCouponPost({ title: longTitle, status: 'SOLD' })} />
    </SimpleGrid>
  );
}

export const KoreanWon: Story = () => <AllTypes />;
KoreanWon.meta = { locale: 'ko', currency: 'KRW' };

export const KoreanUsd: Story = () => <AllTypes />;
KoreanUsd.meta = { locale: 'ko', currency: 'USD' };

export const EnglishWon: Story = () => <AllTypes />;
EnglishWon.meta = { locale: 'en', currency: 'KRW' };

export const EnglishUsd: Story = () => <AllTypes />;
EnglishUsd.meta = { locale: 'en', currency: 'USD' };

export const SpanishWon: Story = () => <AllTypes />;
SpanishWon.meta = { locale: 'es', currency: 'KRW' };

export const SpanishUsd: Story = () => <AllTypes />;
SpanishUsd.meta = { locale: 'es', currency: 'USD' };
