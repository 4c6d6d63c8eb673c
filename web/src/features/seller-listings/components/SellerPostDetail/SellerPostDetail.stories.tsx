import type { Story, StoryDefault } from '@ladle/react';
import { wireSellerCode, wireSellerCoupon, wireSellerParty } from '@test/seller-listings-data';
import { SellerPostDetail } from './SellerPostDetail';

export default { title: 'Features / Seller listings / SellerPostDetail' } satisfies StoryDefault;

export const RecruitingParty: Story = () => <SellerPostDetail post={wireSellerParty()} />;
RecruitingParty.meta = { session: 'seller', path: '/seller/subscriptions/41' };

export const ExpiringPartyEnglish: Story = () => (
  <SellerPostDetail post={wireSellerParty({ status: 'EXTENDABLE', pendingMemberCount: 0 })} />
);
ExpiringPartyEnglish.meta = { session: 'seller', path: '/seller/subscriptions/41', locale: 'en' };

export const EndedParty: Story = () => (
  <SellerPostDetail post={wireSellerParty({ status: 'ENDED' })} />
);
EndedParty.meta = { session: 'seller', path: '/seller/subscriptions/41' };

export const CouponOnSale: Story = () => <SellerPostDetail post={wireSellerCoupon()} />;
CouponOnSale.meta = { session: 'seller', path: '/seller/ecoupons/51' };

/** Sold: it says it can no longer be edited, and offers the buyer. */
export const SoldCodeSpanishUsd: Story = () => <SellerPostDetail post={wireSellerCode()} />;
SoldCodeSpanishUsd.meta = {
  session: 'seller',
  path: '/seller/digital-codes/61',
  locale: 'es',
  currency: 'USD',
};

export const Phone: Story = () => <SellerPostDetail post={wireSellerParty()} />;
Phone.meta = { session: 'seller', path: '/seller/subscriptions/41', width: 360 };
