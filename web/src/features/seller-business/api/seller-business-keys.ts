/**
 * Query keys of the seller's business screens. Every key starts with `seller-business` and the
 * session token (one seller's data is never served to the next), so a mutation invalidates exactly
 * the lists it changes: `sellerBusinessKeys.reviews(token)` refreshes every page of the reviews.
 */
import type {
  RefundListQuery,
  SellerCommentListQuery,
  SellerNoticeListQuery,
  SellerReviewListQuery,
} from '@market/contract';
import type { PromotionItem } from '@market/domain';

type Token = string | null;
type Paged = { page: number; size: number };

const all = ['seller-business'] as const;
const scope = (token: Token) => [...all, token] as const;

export const sellerBusinessKeys = {
  all,
  scope,
  reviews: (token: Token) => [...scope(token), 'reviews'] as const,
  reviewList: (token: Token, query: SellerReviewListQuery) =>
    [...sellerBusinessKeys.reviews(token), query] as const,
  comments: (token: Token) => [...scope(token), 'comments'] as const,
  commentList: (token: Token, query: SellerCommentListQuery) =>
    [...sellerBusinessKeys.comments(token), query] as const,
  refunds: (token: Token) => [...scope(token), 'refunds'] as const,
  refundList: (token: Token, query: RefundListQuery) =>
    [...sellerBusinessKeys.refunds(token), query] as const,
  blocklist: (token: Token) => [...scope(token), 'blocklist'] as const,
  blocklistPage: (token: Token, query: Paged) =>
    [...sellerBusinessKeys.blocklist(token), query] as const,
  /** Statistics and payouts: what a sale, refund or purchase changes (the balance: balanceKeys). */
  money: (token: Token) => [...scope(token), 'money'] as const,
  statistics: (token: Token) => [...sellerBusinessKeys.money(token), 'statistics'] as const,
  payouts: (token: Token, query: Paged) =>
    [...sellerBusinessKeys.money(token), 'payouts', query] as const,
  promotion: (token: Token) => [...scope(token), 'promotion'] as const,
  inventory: (token: Token, item: PromotionItem) =>
    [...sellerBusinessKeys.promotion(token), 'inventory', item] as const,
  onSalePosts: (token: Token) => [...sellerBusinessKeys.promotion(token), 'on-sale-posts'] as const,
  perks: (token: Token) => [...scope(token), 'perks'] as const,
  notices: (token: Token, query: SellerNoticeListQuery) =>
    [...scope(token), 'notices', query] as const,
  notice: (token: Token, seq: number) => [...scope(token), 'notice', seq] as const,
  guides: (token: Token, query: Paged) => [...scope(token), 'guides', query] as const,
  guide: (token: Token, seq: number) => [...scope(token), 'guide', seq] as const,
};
