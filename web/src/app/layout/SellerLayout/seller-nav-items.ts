/** The seller console's destinations (SPEC §2 seller routes), grouped as the navigation shows them. */
export const sellerNavGroups = [
  {
    labelKey: 'nav.groups.listings',
    items: [
      { href: '/seller/subscriptions', labelKey: 'nav.subscriptions' },
      { href: '/seller/ecoupons', labelKey: 'nav.ecoupons' },
      { href: '/seller/digital-codes', labelKey: 'nav.digitalCodes' },
    ],
  },
  {
    labelKey: 'nav.groups.customers',
    items: [
      { href: '/seller/chats', labelKey: 'nav.chats' },
      { href: '/seller/reviews', labelKey: 'nav.reviews' },
      { href: '/seller/comments', labelKey: 'nav.comments' },
      { href: '/seller/refund-requests', labelKey: 'nav.refundRequests' },
      { href: '/seller/blocklist', labelKey: 'nav.blocklist' },
    ],
  },
  {
    labelKey: 'nav.groups.business',
    items: [
      { href: '/seller/statistics', labelKey: 'nav.statistics' },
      { href: '/seller/buy-perks', labelKey: 'nav.buyPerks' },
    ],
  },
  {
    labelKey: 'nav.groups.help',
    items: [
      { href: '/seller/notices', labelKey: 'nav.notices' },
      { href: '/seller/guides', labelKey: 'nav.guides' },
    ],
  },
] as const;
