/**
 * The vocabulary's Zod enums, built from its plain lists (vocabulary.ts, vocabulary-first-load.ts),
 * for what parses: the contract's schemas and the forms' (validation/). Imported as
 * `@market/domain/schemas`, never through domain's index, so that code reading only a list or a
 * type carries no Zod (decision 043).
 * Each enum's name is also its type, the vocabulary's union. Each is marked pure, so that a chunk
 * keeps (with its list) only the enums its code parses with.
 */
import { z } from 'zod';
import * as vocabulary from './vocabulary';
import * as firstLoad from './vocabulary-first-load';

export const Locale = /* @__PURE__ */ z.enum(firstLoad.locales);
export type Locale = firstLoad.Locale;

export const Currency = /* @__PURE__ */ z.enum(firstLoad.currencies);
export type Currency = firstLoad.Currency;

export const PostType = /* @__PURE__ */ z.enum(firstLoad.postTypes);
export type PostType = firstLoad.PostType;

export const SharingType = /* @__PURE__ */ z.enum(vocabulary.sharingTypes);
export type SharingType = vocabulary.SharingType;

export const ProductStatus = /* @__PURE__ */ z.enum(vocabulary.productStatuses);
export type ProductStatus = vocabulary.ProductStatus;

export const SubscriptionStatus = /* @__PURE__ */ z.enum(vocabulary.subscriptionStatuses);
export type SubscriptionStatus = vocabulary.SubscriptionStatus;

export const MemberStatus = /* @__PURE__ */ z.enum(vocabulary.memberStatuses);
export type MemberStatus = vocabulary.MemberStatus;

export const CartStatus = /* @__PURE__ */ z.enum(vocabulary.cartStatuses);
export type CartStatus = vocabulary.CartStatus;

export const Role = /* @__PURE__ */ z.enum(vocabulary.roles);
export type Role = vocabulary.Role;

export const OrderKind = /* @__PURE__ */ z.enum(vocabulary.orderKinds);
export type OrderKind = vocabulary.OrderKind;

export const OrderStatus = /* @__PURE__ */ z.enum(vocabulary.orderStatuses);
export type OrderStatus = vocabulary.OrderStatus;

export const PaymentMethod = /* @__PURE__ */ z.enum(vocabulary.paymentMethods);
export type PaymentMethod = vocabulary.PaymentMethod;

export const RefundStatus = /* @__PURE__ */ z.enum(vocabulary.refundStatuses);
export type RefundStatus = vocabulary.RefundStatus;

export const Responsibility = /* @__PURE__ */ z.enum(vocabulary.responsibilities);
export type Responsibility = vocabulary.Responsibility;

export const RoomType = /* @__PURE__ */ z.enum(vocabulary.roomTypes);
export type RoomType = vocabulary.RoomType;

export const MessageType = /* @__PURE__ */ z.enum(vocabulary.messageTypes);
export type MessageType = vocabulary.MessageType;

export const RewardType = /* @__PURE__ */ z.enum(vocabulary.rewardTypes);
export type RewardType = vocabulary.RewardType;

export const TermsType = /* @__PURE__ */ z.enum(vocabulary.termsTypes);
export type TermsType = vocabulary.TermsType;

export const Platform = /* @__PURE__ */ z.enum(vocabulary.platforms);
export type Platform = vocabulary.Platform;

export const SnsProvider = /* @__PURE__ */ z.enum(vocabulary.snsProviders);
export type SnsProvider = vocabulary.SnsProvider;

export const PromotionItem = /* @__PURE__ */ z.enum(vocabulary.promotionItems);
export type PromotionItem = vocabulary.PromotionItem;

export const PayoutStatus = /* @__PURE__ */ z.enum(vocabulary.payoutStatuses);
export type PayoutStatus = vocabulary.PayoutStatus;

export const AnswerStatus = /* @__PURE__ */ z.enum(vocabulary.answerStatuses);
export type AnswerStatus = vocabulary.AnswerStatus;

export const InquiryCategory = /* @__PURE__ */ z.enum(vocabulary.inquiryCategories);
export type InquiryCategory = vocabulary.InquiryCategory;

export const FaqCategory = /* @__PURE__ */ z.enum(vocabulary.faqCategories);
export type FaqCategory = vocabulary.FaqCategory;

export const LedgerReason = /* @__PURE__ */ z.enum(vocabulary.ledgerReasons);
export type LedgerReason = vocabulary.LedgerReason;

export const Wallet = /* @__PURE__ */ z.enum(vocabulary.wallets);
export type Wallet = vocabulary.Wallet;

export const OrderTypeFilter = /* @__PURE__ */ z.enum(firstLoad.orderTypeFilters);
export type OrderTypeFilter = firstLoad.OrderTypeFilter;

export const ReviewTone = /* @__PURE__ */ z.enum(vocabulary.reviewTones);
export type ReviewTone = vocabulary.ReviewTone;

export const SubscriptionStatusFilter = /* @__PURE__ */ z.enum(
  vocabulary.subscriptionStatusFilters,
);
export type SubscriptionStatusFilter = vocabulary.SubscriptionStatusFilter;

export const ProductStatusFilter = /* @__PURE__ */ z.enum(vocabulary.productStatusFilters);
export type ProductStatusFilter = vocabulary.ProductStatusFilter;

export const SearchType = /* @__PURE__ */ z.enum(vocabulary.searchTypes);
export type SearchType = vocabulary.SearchType;

export const CommentPostTypeFilter = /* @__PURE__ */ z.enum(vocabulary.commentPostTypeFilters);
export type CommentPostTypeFilter = vocabulary.CommentPostTypeFilter;

export const WithdrawalMethod = /* @__PURE__ */ z.enum(vocabulary.withdrawalMethods);
export type WithdrawalMethod = vocabulary.WithdrawalMethod;

export const ContactType = /* @__PURE__ */ z.enum(vocabulary.contactTypes);
export type ContactType = vocabulary.ContactType;

export const PriceBaseDuration = /* @__PURE__ */ z.enum(vocabulary.priceBaseDurations);
export type PriceBaseDuration = vocabulary.PriceBaseDuration;
