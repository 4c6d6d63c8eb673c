import { pathTo } from '@/lib/addresses';

/** The seller console's destinations (SPEC §2 seller routes), grouped as the navigation shows them. */
export const sellerNavGroups = [
  {
    labelKey: 'nav.groups.listings',
    items: [
      { href: pathTo('/seller/subscriptions'), labelKey: 'nav.subscriptions' },
      { href: pathTo('/seller/ecoupons'), labelKey: 'nav.ecoupons' },
      { href: pathTo('/seller/digital-codes'), labelKey: 'nav.digitalCodes' },
    ],
  },
  {
    labelKey: 'nav.groups.customers',
    items: [
      { href: pathTo('/seller/chats'), labelKey: 'nav.chats' },
      { href: pathTo('/seller/reviews'), labelKey: 'nav.reviews' },
      { href: pathTo('/seller/comments'), labelKey: 'nav.comments' },
      { href: pathTo('/seller/refund-requests'), labelKey: 'nav.refundRequests' },
      { href: pathTo('/seller/blocklist'), labelKey: 'nav.blocklist' },
    ],
  },
  {
    labelKey: 'nav.groups.business',
    items: [
      { href: pathTo('/seller/statistics'), labelKey: 'nav.statistics' },
      { href: pathTo('/seller/buy-perks'), labelKey: 'nav.buyPerks' },
    ],
  },
  {
    labelKey: 'nav.groups.help',
    items: [
      { href: pathTo('/seller/notices'), labelKey: 'nav.notices' },
      { href: pathTo('/seller/guides'), labelKey: 'nav.guides' },
    ],
  },
] as const;
