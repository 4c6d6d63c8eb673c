/**
 * The seller console (SPEC §2 seller routes): its frame, home and listings (issue 11), the
 * business after a sale (issue 12) and the seller's chats (issue 10). Every route needs the SELLER
 * role; the area's guard sends others to /become-seller.
 */
import type { PostType } from '@market/domain';
import { SellerChatRoomPage, SellerChatsPage } from './party-routes';
import { lazyPage, route, type PageRoute } from './route-types';

const HomePage = lazyPage(() => import('@/pages/seller/home-page'));
const ListingsPage = lazyPage(() => import('@/pages/seller/listings-page'));
const PostCreatePage = lazyPage(() => import('@/pages/seller/post-create-page'));
const PostPage = lazyPage(() => import('@/pages/seller/post-page'));
const PostEditPage = lazyPage(() => import('@/pages/seller/post-edit-page'));
const PartyMembersPage = lazyPage(() => import('@/pages/seller/party-members-page'));
const PartyRenewPage = lazyPage(() => import('@/pages/seller/party-renew-page'));
const PostBuyerPage = lazyPage(() => import('@/pages/seller/post-buyer-page'));
const ReviewsPage = lazyPage(() => import('@/pages/seller/reviews-page'));
const CommentsPage = lazyPage(() => import('@/pages/seller/comments-page'));
const RefundRequestsPage = lazyPage(() => import('@/pages/seller/refund-requests-page'));
const BlocklistPage = lazyPage(() => import('@/pages/seller/blocklist-page'));
const StatisticsPage = lazyPage(() => import('@/pages/seller/statistics-page'));
const BuyPerksPage = lazyPage(() => import('@/pages/seller/buy-perks-page'));
const NoticesPage = lazyPage(() => import('@/pages/seller/notices-page'));
const NoticePage = lazyPage(() => import('@/pages/seller/notice-page'));
const GuidesPage = lazyPage(() => import('@/pages/seller/guides-page'));
const GuidePage = lazyPage(() => import('@/pages/seller/guide-page'));

const postTypes = [
  ['subscriptions', 'SUBSCRIPTION'],
  ['ecoupons', 'COUPON'],
  ['digital-codes', 'CODE'],
] as const satisfies readonly (readonly [string, PostType])[];

/** Listing, creation, detail and edit of each type; `create` before `:postSeq`. */
const listingRoutes: PageRoute[] = postTypes.flatMap(([slug, postType]) => [
  route(`/seller/${slug}`, ListingsPage, { guard: 'seller', props: () => ({ postType }) }),
  route(`/seller/${slug}/create`, PostCreatePage, { guard: 'seller', props: () => ({ postType }) }),
  route(`/seller/${slug}/:postSeq`, PostPage, {
    guard: 'seller',
    props: (params) => ({ postType, postSeq: params.postSeq ?? '' }),
  }),
  route(`/seller/${slug}/:postSeq/edit`, PostEditPage, {
    guard: 'seller',
    props: (params) => ({ postType, postSeq: params.postSeq ?? '' }),
  }),
]);

const couponAndCodeBuyerRoutes: PageRoute[] = (['ecoupons', 'digital-codes'] as const).map((slug) =>
  route(`/seller/${slug}/:postSeq/buyer`, PostBuyerPage, {
    guard: 'seller',
    props: (params) => ({
      postType: slug === 'ecoupons' ? 'COUPON' : 'CODE',
      postSeq: params.postSeq ?? '',
    }),
  }),
);

export const sellerRoutes: PageRoute[] = [
  route('/seller', HomePage, { guard: 'seller' }),
  ...listingRoutes,
  route('/seller/subscriptions/:postSeq/members', PartyMembersPage, {
    guard: 'seller',
    props: (params) => ({ postSeq: params.postSeq ?? '' }),
  }),
  route('/seller/subscriptions/:postSeq/renew', PartyRenewPage, {
    guard: 'seller',
    props: (params) => ({ postSeq: params.postSeq ?? '' }),
  }),
  ...couponAndCodeBuyerRoutes,
  route('/seller/chats', SellerChatsPage, { guard: 'seller' }),
  route('/seller/chats/:roomId', SellerChatRoomPage, {
    guard: 'seller',
    props: (params) => ({ roomId: params.roomId ?? '' }),
  }),
  route('/seller/reviews', ReviewsPage, { guard: 'seller' }),
  route('/seller/comments', CommentsPage, { guard: 'seller' }),
  route('/seller/refund-requests', RefundRequestsPage, { guard: 'seller' }),
  route('/seller/blocklist', BlocklistPage, { guard: 'seller' }),
  route('/seller/statistics', StatisticsPage, { guard: 'seller' }),
  route('/seller/buy-perks', BuyPerksPage, { guard: 'seller' }),
  route('/seller/notices', NoticesPage, { guard: 'seller' }),
  route('/seller/notices/:seq', NoticePage, {
    guard: 'seller',
    props: (params) => ({ seq: params.seq ?? '' }),
  }),
  route('/seller/guides', GuidesPage, { guard: 'seller' }),
  route('/seller/guides/:seq', GuidePage, {
    guard: 'seller',
    props: (params) => ({ seq: params.seq ?? '' }),
  }),
];
