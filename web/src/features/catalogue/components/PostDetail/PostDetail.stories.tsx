import type { Story, StoryDefault } from '@ladle/react';
import {
  dayFromToday,
  wireCodeDetail,
  wireCouponDetail,
  wireSubscriptionDetail,
  wireViewer,
} from '@test/catalogue-data';
import { PostDetail } from './PostDetail';
import { PostDetailSkeleton } from './PostDetailSkeleton';

export default { title: 'Features / Catalogue / PostDetail' } satisfies StoryDefault;

export const Subscription: Story = () => (
  <PostDetail post={wireSubscriptionDetail({ picked: true, sharingType: 'INVITE' })} />
);

export const SubscriptionExpiring: Story = () => (
  <PostDetail
    post={wireSubscriptionDetail({ subscriptionEndsAt: dayFromToday(12), status: 'EXTENDABLE' })}
  />
);

export const SubscriptionFull: Story = () => (
  <PostDetail post={wireSubscriptionDetail({ memberCount: 3, memberLimit: 3 })} />
);

/** Renewed into a new party: a link leads to it. */
export const SubscriptionRenewed: Story = () => (
  <PostDetail post={wireSubscriptionDetail({ renewedPostSeq: 57, status: 'ENDED' })} />
);

export const Coupon: Story = () => <PostDetail post={wireCouponDetail()} />;

export const CouponSoldOut: Story = () => (
  <PostDetail post={wireCouponDetail({ status: 'SOLD' })} />
);

export const CodeExpired: Story = () => (
  <PostDetail post={wireCodeDetail({ expiresAt: dayFromToday(-3) })} />
);

/** Signed in, with the post already in the cart. */
export const InCart: Story = () => (
  <PostDetail post={wireCouponDetail({ viewer: wireViewer({ inCart: true }) })} />
);
InCart.meta = { session: 'member', cartCount: 1 };

export const OwnPost: Story = () => (
  <PostDetail post={wireCodeDetail({ viewer: wireViewer({ own: true }) })} />
);
OwnPost.meta = { session: 'seller' };

export const BlockedBySeller: Story = () => (
  <PostDetail post={wireCouponDetail({ viewer: wireViewer({ blocked: true }) })} />
);
BlockedBySeller.meta = { session: 'member' };

export const AlreadySubscribed: Story = () => (
  <PostDetail post={wireSubscriptionDetail({ viewer: wireViewer({ purchased: true }) })} />
);
AlreadySubscribed.meta = { session: 'member' };

export const EnglishUsd: Story = () => <PostDetail post={wireCouponDetail()} />;
EnglishUsd.meta = { locale: 'en', currency: 'USD' };

export const SpanishUsd: Story = () => <PostDetail post={wireSubscriptionDetail()} />;
SpanishUsd.meta = { locale: 'es', currency: 'USD' };

export const Loading: Story = () => <PostDetailSkeleton />;
