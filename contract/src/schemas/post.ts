/**
 * The three kinds of post (SPEC §3). Titles and category names arrive as JSON-encoded multilingual
 * text (`JsonText`); domain's `decodeLocalizedText` turns them into a string for a locale.
 * Prices are whole KRW; the client converts to USD with the server's rate.
 */
import { DateString, DateTimeString, JsonText, MONEY_MAX } from '@market/domain';
import { ProductStatus, SharingType, SubscriptionStatus } from '@market/domain/schemas';
import { z } from 'zod';
import { SellerSummary } from './user';

/** Whole won, never beyond MONEY_MAX (past it a number no longer holds every whole won). */
export const Krw = z.number().int().min(0).max(MONEY_MAX).describe('Whole Korean won');

const postBase = {
  seq: z.number().int().positive(),
  title: JsonText,
  /** Seller-written description, in the seller's language. */
  content: z.string(),
  /** The leaf category the post is filed under. */
  categorySeq: z.number().int().positive(),
  category1: JsonText,
  price: Krw,
  thumbnailUrl: z.string().nullable(),
  seller: SellerSummary,
  /** Holds a PICK promotion: shown at the top of the featured list. */
  picked: z.boolean(),
  /** Last UP promotion: newer boosts rank higher in the all-posts list. */
  boostedAt: DateTimeString.nullable(),
  createdAt: DateTimeString,
};

export const SubscriptionPost = z
  .object({
    ...postBase,
    type: z.literal('SUBSCRIPTION'),
    sharingType: SharingType,
    memberCount: z.number().int().min(0),
    memberLimit: z.number().int().min(1),
    subscriptionStartsAt: DateString,
    subscriptionEndsAt: DateString,
    status: SubscriptionStatus,
    /** The subscribed service's product id (one party per product per period). */
    productId: z.string(),
    /** The post this party was renewed into, once renewed. */
    renewedPostSeq: z.number().int().positive().nullable(),
  })
  .describe('SubscriptionPost');
export type SubscriptionPost = z.infer<typeof SubscriptionPost>;

const productBase = {
  ...postBase,
  category2: JsonText.nullable(),
  category3: JsonText.nullable(),
  status: ProductStatus,
  expiresAt: DateString,
  /** The face value of the coupon or code, for showing the discount. */
  faceValue: Krw,
};

export const CouponPost = z
  .object({ ...productBase, type: z.literal('COUPON') })
  .describe('CouponPost');
export type CouponPost = z.infer<typeof CouponPost>;

export const CodePost = z.object({ ...productBase, type: z.literal('CODE') }).describe('CodePost');
export type CodePost = z.infer<typeof CodePost>;

/** Any post, told apart by `type`. */
export const Post = z.discriminatedUnion('type', [SubscriptionPost, CouponPost, CodePost]);
export type Post = z.infer<typeof Post>;
