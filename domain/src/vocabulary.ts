/**
 * The product's vocabulary (SPEC §3, §4): every enumerated value that crosses a layer.
 * Each is a Zod enum so that contract schemas reuse it and TypeScript derives the union; the lists
 * the web app's first load reads (languages, currencies, post types, my orders' filter) live in
 * vocabulary-lists.ts, which needs no Zod.
 */
import { z } from 'zod';
import {
  currencies,
  locales,
  orderTypeFilters,
  postTypes,
  type postTypeSlug,
} from './vocabulary-lists';

export const Locale = z.enum(locales);
export type Locale = z.infer<typeof Locale>;

export const Currency = z.enum(currencies);
export type Currency = z.infer<typeof Currency>;

/** The three kinds of post a seller lists. Cart items and orders use the same values. */
export const PostType = z.enum(postTypes);
export type PostType = z.infer<typeof PostType>;
export type PostTypeSlug = (typeof postTypeSlug)[PostType];

/** Subscription sharing: INVITE = account invitation, SHARE = profile-based sharing. */
export const SharingType = z.enum(['INVITE', 'SHARE']);
export type SharingType = z.infer<typeof SharingType>;

/** Coupon and code stock status. */
export const ProductStatus = z.enum(['ON_SALE', 'SOLD']);
export type ProductStatus = z.infer<typeof ProductStatus>;

/**
 * Subscription post (party) status: recruiting, recruitment completed, extendable (expiring),
 * ended (end date passed, sharing ended or terminated by an administrator).
 */
export const SubscriptionStatus = z.enum(['SUB_ON_SALE', 'COMPLETED', 'EXTENDABLE', 'ENDED']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** Party membership: PENDING awaits the founder's approval; ACTIVE is subscribing. */
export const MemberStatus = z.enum(['PENDING', 'ACTIVE', 'REJECTED', 'REMOVED']);
export type MemberStatus = z.infer<typeof MemberStatus>;

/** Cart line status; DISABLED lines are never buyable. */
export const CartStatus = z.enum(['ENABLED', 'DISABLED']);
export type CartStatus = z.infer<typeof CartStatus>;

export const Role = z.enum(['MEMBER', 'SELLER', 'ADMIN']);
export type Role = z.infer<typeof Role>;

/** What an order buys: a post of one of the three types, or e-money (top-up by bank transfer). */
export const OrderKind = z.enum(['SUBSCRIPTION', 'COUPON', 'CODE', 'EMONEY']);
export type OrderKind = z.infer<typeof OrderKind>;

/**
 * Order life cycle. AWAITING_TRANSFER: e-money top-up waiting for the bank transfer.
 * PAID: paid, not yet confirmed (auto-confirms after 3 days). CONFIRMED: purchase final.
 * REFUND_REQUESTED / REFUNDED: the buyer asked, the seller approved. CANCELLED: cancelled by the seller.
 */
export const OrderStatus = z.enum([
  'AWAITING_TRANSFER',
  'PAID',
  'CONFIRMED',
  'REFUND_REQUESTED',
  'REFUNDED',
  'CANCELLED',
]);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const PaymentMethod = z.enum(['EMONEY', 'POINTS', 'BANK_TRANSFER']);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const RefundStatus = z.enum(['REQUESTED', 'APPROVED', 'REJECTED']);
export type RefundStatus = z.infer<typeof RefundStatus>;

/** Who is responsible when a seller cancels a sold post. */
export const Responsibility = z.enum(['BUYER', 'SELLER']);
export type Responsibility = z.infer<typeof Responsibility>;

export const RoomType = z.enum(['GROUP', 'PERSONAL']);
export type RoomType = z.infer<typeof RoomType>;

export const MessageType = z.enum(['TEXT', 'IMAGE']);
export type MessageType = z.infer<typeof MessageType>;

/** Promotion-code reward: POINTS, otherwise cash (e-money). */
export const RewardType = z.enum(['POINTS', 'CASH']);
export type RewardType = z.infer<typeof RewardType>;

export const TermsType = z.enum(['GENERAL', 'PRIVACY', 'GUIDE']);
export type TermsType = z.infer<typeof TermsType>;

export const Platform = z.enum(['WEB']);
export type Platform = z.infer<typeof Platform>;

export const SnsProvider = z.enum(['NAVER', 'KAKAO']);
export type SnsProvider = z.infer<typeof SnsProvider>;

/** Paid promotion items: PICK tops the featured list, UP boosts a post in the all-posts list. */
export const PromotionItem = z.enum(['PICK', 'UP']);
export type PromotionItem = z.infer<typeof PromotionItem>;

export const PayoutStatus = z.enum(['PENDING', 'COMPLETE']);
export type PayoutStatus = z.infer<typeof PayoutStatus>;

export const AnswerStatus = z.enum(['ANSWERED', 'UNANSWERED']);
export type AnswerStatus = z.infer<typeof AnswerStatus>;

export const InquiryCategory = z.enum(['ORDER', 'PAYMENT', 'REFUND', 'ACCOUNT', 'SELLER', 'ETC']);
export type InquiryCategory = z.infer<typeof InquiryCategory>;

export const FaqCategory = z.enum(['GENERAL', 'ORDER', 'PAYMENT', 'PARTY', 'SELLER']);
export type FaqCategory = z.infer<typeof FaqCategory>;

/** Why a wallet balance moved; every movement is one ledger entry. */
export const LedgerReason = z.enum([
  'TOP_UP',
  'PURCHASE',
  'REFUND',
  'WITHDRAWAL',
  'WITHDRAWAL_FEE',
  'SALE',
  'PROMOTION_CODE',
  'REFERRAL',
  'PROMOTION_ITEM',
  'PENALTY',
  'COMPENSATION',
]);
export type LedgerReason = z.infer<typeof LedgerReason>;

export const Wallet = z.enum(['EMONEY', 'POINTS']);
export type Wallet = z.infer<typeof Wallet>;

/** Public filter values in URLs, each mapped to the server's value in `filters.ts`. */
export const OrderTypeFilter = z.enum(orderTypeFilters);
export type OrderTypeFilter = z.infer<typeof OrderTypeFilter>;

export const ReviewTone = z.enum(['all', 'positive', 'negative']);
export type ReviewTone = z.infer<typeof ReviewTone>;

export const SubscriptionStatusFilter = z.enum(['open', 'closed', 'expiring']);
export type SubscriptionStatusFilter = z.infer<typeof SubscriptionStatusFilter>;

export const ProductStatusFilter = z.enum(['on_sale', 'sold', 'expired']);
export type ProductStatusFilter = z.infer<typeof ProductStatusFilter>;

export const SearchType = z.enum(['subscription', 'ecoupon', 'digital-code', 'seller']);
export type SearchType = z.infer<typeof SearchType>;

export const CommentPostTypeFilter = z.enum(['all', 'subscription', 'ecoupon', 'digital-code']);
export type CommentPostTypeFilter = z.infer<typeof CommentPostTypeFilter>;

/** How a seller or member receives a withdrawal (cash-out): bank account transfer or PayPal. */
export const WithdrawalMethod = z.enum(['BANK_TRANSFER', 'PAYPAL']);
export type WithdrawalMethod = z.infer<typeof WithdrawalMethod>;

/** How a support inquiry wants to be answered. */
export const ContactType = z.enum(['EMAIL', 'PHONE']);
export type ContactType = z.infer<typeof ContactType>;

/** The period a subscription post's price is quoted for (the price per member per this unit). */
export const PriceBaseDuration = z.enum(['DAY', 'WEEK', 'MONTH', 'YEAR']);
export type PriceBaseDuration = z.infer<typeof PriceBaseDuration>;
