import type { Story, StoryDefault } from '@ladle/react';
import { wireBuyerInfo } from '@test/seller-listings-data';
import { BuyerPanel } from './BuyerPanel';

export default { title: 'Features / Seller listings / BuyerPanel' } satisfies StoryDefault;

/** Paid and not yet confirmed: the sale can be cancelled. */
export const Paid: Story = () => <BuyerPanel postType="CODE" postSeq={61} info={wireBuyerInfo()} />;
Paid.meta = { session: 'seller', path: '/seller/digital-codes/61/buyer' };

export const ConfirmedEnglishUsd: Story = () => (
  <BuyerPanel
    postType="COUPON"
    postSeq={51}
    info={wireBuyerInfo({ status: 'CONFIRMED', confirmAt: '2026-11-23 10:00:00' })}
  />
);
ConfirmedEnglishUsd.meta = {
  session: 'seller',
  path: '/seller/ecoupons/51/buyer',
  locale: 'en',
  currency: 'USD',
};

export const CancelledSpanish: Story = () => (
  <BuyerPanel postType="CODE" postSeq={61} info={wireBuyerInfo({ status: 'CANCELLED' })} />
);
CancelledSpanish.meta = { session: 'seller', path: '/seller/digital-codes/61/buyer', locale: 'es' };
