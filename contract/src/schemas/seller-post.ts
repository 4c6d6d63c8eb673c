/**
 * The seller's side of posts: what a seller sends to list or edit a code, coupon or party, what the
 * seller sees of their own post (the secret value, the buyer), and cancelling a sale (SPEC §5).
 * Titles are sent as the seller writes them; the server stores them as JSON-encoded text.
 */
import {
  CountryCode,
  DateTimeString,
  accountInfoField,
  calendarDateField,
  categorySeqField,
  codeValueField,
  imageUrlField,
  memberLimitField,
  optionalBodyField,
  postCountriesField,
  postImagesField,
  priceBaseDurationField,
  priceField,
  productIdField,
  reasonField,
  responsibilityField,
  sharingTypeField,
  titleField,
} from '@market/domain';
import {
  OrderStatus,
  PriceBaseDuration,
  Responsibility,
  ProductStatusFilter,
  SubscriptionStatusFilter,
} from '@market/domain/schemas';
import { z } from 'zod';
import { PageQuery, Seq } from '../query';
import { CodePost, CouponPost, Krw, SubscriptionPost } from './post';
import { MemberSummary } from './user';
import { OrderId } from './order';
import { keywordQuery } from './trade-fields';

/*
 * The bodies carry the fields of domain's seller post forms (`productPostFormSchema`,
 * `subscriptionPostFormSchema`) under the same names, so a form's values are sent as they are. A
 * date must exist on the calendar; whether it is past, or the end before the start, the server
 * checks with its clock (400 VALIDATION_FAILED), as the forms do with the browser's.
 */

const listingFields = {
  title: titleField,
  /** Optional description, in the seller's language. */
  content: optionalBodyField,
  /** The leaf category the post is filed under. */
  categorySeq: categorySeqField,
  price: priceField,
  thumbnailUrl: imageUrlField.nullable().default(null),
  /** Assumed (decision 019): ISO codes the post is offered in, none meaning everywhere. */
  countries: postCountriesField,
  /** Assumed (decision 019): addresses from POST /api/upload/image; the first is the thumbnail. */
  images: postImagesField,
};

/** What the seller sent of a post's countries and images, as saved. */
const listingExtras = {
  countries: z.array(CountryCode),
  images: z.array(z.string()),
};

/** A digital code or an e-coupon; `value` is the code or the coupon number only the buyer sees. */
export const ProductPostBody = z
  .object({
    ...listingFields,
    /** The last day the code or coupon can be used. */
    expiresAt: calendarDateField,
    value: codeValueField,
    /** The face value shown beside the price as the discount; the price when left out. */
    faceValue: priceField.optional(),
  })
  .strict();
export type ProductPostBody = z.input<typeof ProductPostBody>;

export const CodePostBody = ProductPostBody;
export type CodePostBody = ProductPostBody;
export const CouponPostBody = ProductPostBody;
export type CouponPostBody = ProductPostBody;

const periodFields = {
  subscriptionStartsAt: calendarDateField,
  subscriptionEndsAt: calendarDateField,
  price: priceField,
  priceBaseDuration: priceBaseDurationField,
  memberLimit: memberLimitField,
  accountInfo: accountInfoField,
};

export const SubscriptionPostBody = z
  .object({
    ...listingFields,
    ...periodFields,
    sharingType: sharingTypeField,
    /** The subscribed service's product id. */
    productId: productIdField,
  })
  .strict();
export type SubscriptionPostBody = z.input<typeof SubscriptionPostBody>;

/** Renewal copies the party into a new post for the next period; members are asked to agree. */
export const RenewSubscriptionBody = z.object(periodFields).strict();
export type RenewSubscriptionBody = z.input<typeof RenewSubscriptionBody>;

const sale = {
  /** The buyer, once sold. */
  buyer: MemberSummary.nullable(),
  soldAt: DateTimeString.nullable(),
};

export const SellerCodePost = CodePost.extend({
  value: z.string(),
  ...sale,
  ...listingExtras,
}).describe('SellerCodePost');
export type SellerCodePost = z.infer<typeof SellerCodePost>;

export const SellerCouponPost = CouponPost.extend({
  value: z.string(),
  ...sale,
  ...listingExtras,
}).describe('SellerCouponPost');
export type SellerCouponPost = z.infer<typeof SellerCouponPost>;

export const SellerSubscriptionPost = SubscriptionPost.extend({
  accountInfo: z.string(),
  priceBaseDuration: PriceBaseDuration,
  /** Members waiting for the founder's approval. */
  pendingMemberCount: z.number().int().min(0),
  ...listingExtras,
}).describe('SellerSubscriptionPost');
export type SellerSubscriptionPost = z.infer<typeof SellerSubscriptionPost>;

/** A party in the seller's list, with its join requests waiting (so home needs no call per party). */
export const SellerPartyListItem = SubscriptionPost.extend({
  pendingMemberCount: z.number().int().min(0),
}).describe('SellerPartyListItem');
export type SellerPartyListItem = z.infer<typeof SellerPartyListItem>;

/** Who bought a code or coupon, for the seller's /buyer screen. */
export const BuyerInfo = z
  .object({
    buyer: MemberSummary,
    /** The purchased item (`OrderItem.seq`). */
    productId: z.number().int().positive(),
    orderId: OrderId,
    price: Krw,
    status: OrderStatus,
    purchasedAt: DateTimeString,
    confirmAt: DateTimeString.nullable(),
  })
  .describe('BuyerInfo');
export type BuyerInfo = z.infer<typeof BuyerInfo>;

export const SellerProductListQuery = PageQuery.extend({
  category: Seq.optional(),
  keyword: keywordQuery,
  status: ProductStatusFilter.optional(),
});
export type SellerProductListQuery = z.input<typeof SellerProductListQuery>;

export const SellerPartyListQuery = PageQuery.extend({
  category: Seq.optional(),
  keyword: keywordQuery,
  status: SubscriptionStatusFilter.optional(),
});
export type SellerPartyListQuery = z.input<typeof SellerPartyListQuery>;

/** SPEC §5: cancelling a sold post needs the responsible party and a reason. */
export const CancelSaleBody = z
  .object({
    responsibility: responsibilityField,
    reason: reasonField,
  })
  .strict();
export type CancelSaleBody = z.input<typeof CancelSaleBody>;

export const SaleCancellation = z
  .object({
    postSeq: z.number().int().positive(),
    productId: z.number().int().positive(),
    responsibility: Responsibility,
    reason: z.string(),
    /** Returned to the buyer in full whoever is responsible. */
    refundAmount: Krw,
    cancelledAt: DateTimeString,
  })
  .describe('SaleCancellation');
export type SaleCancellation = z.infer<typeof SaleCancellation>;
