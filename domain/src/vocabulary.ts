/**
 * The product's vocabulary (SPEC §3, §4): every enumerated value that crosses a layer, as a plain
 * constant list and the union of its words (the few the web app's first load reads are in
 * vocabulary-first-load.ts). Nothing here needs a schema library, so whatever code reads a list (a
 * select's choices, an address's filter) carries no Zod; the Zod enums the contract and the forms
 * parse with are built from these lists in `schemas.ts` (`@market/domain/schemas`, decision 043).
 */

/** Subscription sharing: INVITE = account invitation, SHARE = profile-based sharing. */
export const sharingTypes = ['INVITE', 'SHARE'] as const;
export type SharingType = (typeof sharingTypes)[number];

/** Coupon and code stock status. */
export const productStatuses = ['ON_SALE', 'SOLD'] as const;
export type ProductStatus = (typeof productStatuses)[number];

/**
 * Subscription post (party) status: recruiting, recruitment completed, extendable (expiring),
 * ended (end date passed, sharing ended or terminated by an administrator).
 */
export const subscriptionStatuses = ['SUB_ON_SALE', 'COMPLETED', 'EXTENDABLE', 'ENDED'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Party membership: PENDING awaits the founder's approval; ACTIVE is subscribing. */
export const memberStatuses = ['PENDING', 'ACTIVE', 'REJECTED', 'REMOVED'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/** Cart line status; DISABLED lines are never buyable. */
export const cartStatuses = ['ENABLED', 'DISABLED'] as const;
export type CartStatus = (typeof cartStatuses)[number];

export const roles = ['MEMBER', 'SELLER', 'ADMIN'] as const;
export type Role = (typeof roles)[number];

/** What an order buys: a post of one of the three types, or e-money (top-up by bank transfer). */
export const orderKinds = ['SUBSCRIPTION', 'COUPON', 'CODE', 'EMONEY'] as const;
export type OrderKind = (typeof orderKinds)[number];

/**
 * Order life cycle. AWAITING_TRANSFER: e-money top-up waiting for the bank transfer.
 * PAID: paid, not yet confirmed (auto-confirms after 3 days). CONFIRMED: purchase final.
 * REFUND_REQUESTED / REFUNDED: the buyer asked, the seller approved. CANCELLED: cancelled by the seller.
 */
export const orderStatuses = [
  'AWAITING_TRANSFER',
  'PAID',
  'CONFIRMED',
  'REFUND_REQUESTED',
  'REFUNDED',
  'CANCELLED',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentMethods = ['EMONEY', 'POINTS', 'BANK_TRANSFER'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const refundStatuses = ['REQUESTED', 'APPROVED', 'REJECTED'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** Who is responsible when a seller cancels a sold post. */
export const responsibilities = ['BUYER', 'SELLER'] as const;
export type Responsibility = (typeof responsibilities)[number];

export const roomTypes = ['GROUP', 'PERSONAL'] as const;
export type RoomType = (typeof roomTypes)[number];

export const messageTypes = ['TEXT', 'IMAGE'] as const;
export type MessageType = (typeof messageTypes)[number];

/** Promotion-code reward: POINTS, otherwise cash (e-money). */
export const rewardTypes = ['POINTS', 'CASH'] as const;
export type RewardType = (typeof rewardTypes)[number];

export const termsTypes = ['GENERAL', 'PRIVACY', 'GUIDE'] as const;
export type TermsType = (typeof termsTypes)[number];

export const platforms = ['WEB'] as const;
export type Platform = (typeof platforms)[number];

export const snsProviders = ['NAVER', 'KAKAO'] as const;
export type SnsProvider = (typeof snsProviders)[number];

/** Paid promotion items: PICK tops the featured list, UP boosts a post in the all-posts list. */
export const promotionItems = ['PICK', 'UP'] as const;
export type PromotionItem = (typeof promotionItems)[number];

export const payoutStatuses = ['PENDING', 'COMPLETE'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export const answerStatuses = ['ANSWERED', 'UNANSWERED'] as const;
export type AnswerStatus = (typeof answerStatuses)[number];

export const inquiryCategories = [
  'ORDER',
  'PAYMENT',
  'REFUND',
  'ACCOUNT',
  'SELLER',
  'ETC',
] as const;
export type InquiryCategory = (typeof inquiryCategories)[number];

export const faqCategories = ['GENERAL', 'ORDER', 'PAYMENT', 'PARTY', 'SELLER'] as const;
export type FaqCategory = (typeof faqCategories)[number];

/** Why a wallet balance moved; every movement is one ledger entry. */
export const ledgerReasons = [
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
] as const;
export type LedgerReason = (typeof ledgerReasons)[number];

export const wallets = ['EMONEY', 'POINTS'] as const;
export type Wallet = (typeof wallets)[number];

/** Public filter values in URLs, each mapped to the server's value in `filters.ts`. */

export const reviewTones = ['all', 'positive', 'negative'] as const;
export type ReviewTone = (typeof reviewTones)[number];

export const subscriptionStatusFilters = ['open', 'closed', 'expiring'] as const;
export type SubscriptionStatusFilter = (typeof subscriptionStatusFilters)[number];

export const productStatusFilters = ['on_sale', 'sold', 'expired'] as const;
export type ProductStatusFilter = (typeof productStatusFilters)[number];

export const searchTypes = ['subscription', 'ecoupon', 'digital-code', 'seller'] as const;
export type SearchType = (typeof searchTypes)[number];

export const commentPostTypeFilters = ['all', 'subscription', 'ecoupon', 'digital-code'] as const;
export type CommentPostTypeFilter = (typeof commentPostTypeFilters)[number];

/** How a seller or member receives a withdrawal (cash-out): bank account transfer or PayPal. */
export const withdrawalMethods = ['BANK_TRANSFER', 'PAYPAL'] as const;
export type WithdrawalMethod = (typeof withdrawalMethods)[number];

/** How a support inquiry wants to be answered. */
export const contactTypes = ['EMAIL', 'PHONE'] as const;
export type ContactType = (typeof contactTypes)[number];

/** The period a subscription post's price is quoted for (the price per member per this unit). */
export const priceBaseDurations = ['DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type PriceBaseDuration = (typeof priceBaseDurations)[number];
