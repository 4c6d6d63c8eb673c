/**
 * Orders and what they bought (SPEC §3: items each with their post, id, paid). A checkout of cart
 * lines is paid at once with e-money and points; an e-money top-up (POST /api/cp/cash/charge) is an
 * order too, waiting for its bank transfer.
 * Each bought post is a purchased item (`OrderItem.seq`), which the buyer's calls name as `seq` or
 * `productId`.
 */
import {
  DateTimeString,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  MONEY_MAX,
  ORDER_ID_MAX_LENGTH,
} from '@market/domain';
import {
  MemberStatus,
  OrderKind,
  OrderStatus,
  OrderTypeFilter,
  PostType,
  RefundStatus,
} from '@market/domain/schemas';
import { z } from 'zod';
import { PageQuery } from '../query';
import { CodePost, CouponPost, Krw, Post, SubscriptionPost } from './post';
import { MemberSummary } from './user';
import { PartyRequest, SharingCompensation } from './party';
import { BankAccount } from './wallet';
import { EntitySeq, keywordQuery } from './trade-fields';

/** Orders are named by an opaque text id (also in the web's /my/orders/{orderId}). */
export const OrderId = z
  .string()
  .max(ORDER_ID_MAX_LENGTH)
  .regex(/^[A-Za-z0-9-]+$/)
  .describe('OrderId');
export type OrderId = z.infer<typeof OrderId>;

export const OrderItem = z
  .object({
    seq: z.number().int().positive(),
    type: PostType,
    /** The post as it was when bought. */
    post: Post,
    price: Krw,
    status: OrderStatus,
    reviewed: z.boolean(),
    /** The seller's reason for rejecting the buyer's refund request (null unless rejected). */
    refundRejectReason: z.string().nullable(),
  })
  .describe('OrderItem');
export type OrderItem = z.infer<typeof OrderItem>;

/** Where to send the money for an e-money top-up (the fields of the wallet's `TopUpOrder`). */
export const BankTransfer = z
  .object({
    payTo: BankAccount,
    /** The name the transfer must carry so that it can be matched to the order. */
    depositorName: z.string().min(1),
    transferDeadline: DateTimeString,
  })
  .describe('BankTransfer');
export type BankTransfer = z.infer<typeof BankTransfer>;

export const Order = z
  .object({
    id: OrderId,
    kind: OrderKind,
    status: OrderStatus,
    /** The bought posts; empty for an e-money top-up. */
    items: z.array(OrderItem),
    total: Krw,
    paidWithEmoney: Krw,
    paidWithPoints: Krw,
    paid: z.boolean(),
    createdAt: DateTimeString,
    paidAt: DateTimeString.nullable(),
    /** When the purchase was confirmed, or will confirm itself (AUTO_CONFIRM_DAYS after payment). */
    confirmAt: DateTimeString.nullable(),
    /** Set for a top-up awaiting its bank transfer. */
    transfer: BankTransfer.nullable(),
  })
  .describe('Order');
export type Order = z.infer<typeof Order>;

export const CreateOrderBody = z
  .object({
    /** Cart line seqs (`CartItem.seq`) to buy; every one must be buyable. */
    carts: z.array(EntitySeq).min(1),
    /** Points spent first; e-money pays the rest. */
    pointsToUse: z.number().int().min(0).max(MONEY_MAX).default(0),
  })
  .strict();
export type CreateOrderBody = z.input<typeof CreateOrderBody>;

/**
 * The checkout's idempotency key (assumed, decision 016), as Stripe's: a client-made unique value per
 * checkout attempt, scoped to the member. Optional, so that a client without it still buys (once per
 * request).
 */
export const IdempotencyKey = z
  .string()
  .max(IDEMPOTENCY_KEY_MAX_LENGTH, 'printable ASCII, 1 to 255 characters')
  .regex(/^[\x21-\x7e]+$/, 'printable ASCII, 1 to 255 characters')
  .describe('IdempotencyKey');
export type IdempotencyKey = z.infer<typeof IdempotencyKey>;

export const CreateOrderHeaders = z.object({ 'idempotency-key': IdempotencyKey.optional() });
export type CreateOrderHeaders = z.input<typeof CreateOrderHeaders>;

/** Whether the bank transfer of a top-up has arrived (/my/pending-transfer polls this). */
export const TransferCheck = z
  .object({
    orderId: OrderId,
    paid: z.boolean(),
    status: OrderStatus,
    paidAt: DateTimeString.nullable(),
  })
  .describe('TransferCheck');
export type TransferCheck = z.infer<typeof TransferCheck>;

export const OrderListQuery = PageQuery.extend({ type: OrderTypeFilter.optional() });
export type OrderListQuery = z.input<typeof OrderListQuery>;

export const PurchaseListQuery = PageQuery.extend({ keyword: keywordQuery });
export type PurchaseListQuery = z.input<typeof PurchaseListQuery>;

const purchase = {
  /** The purchased item (`OrderItem.seq`), also the `productId` of review and refund calls. */
  seq: z.number().int().positive(),
  orderId: OrderId,
  price: Krw,
  status: OrderStatus,
  purchasedAt: DateTimeString,
  confirmAt: DateTimeString.nullable(),
  reviewed: z.boolean(),
  refundStatus: RefundStatus.nullable(),
  /** The seller's reason for rejecting the refund request, which the buyer reads (else null). */
  refundRejectReason: z.string().nullable(),
};

export const PurchasedCode = z.object({ ...purchase, post: CodePost }).describe('PurchasedCode');
export type PurchasedCode = z.infer<typeof PurchasedCode>;

export const PurchasedCodeDetail = PurchasedCode.extend({
  /** The code itself, for the buyer only; null once the sale was refunded or cancelled. */
  code: z.string().nullable(),
}).describe('PurchasedCodeDetail');
export type PurchasedCodeDetail = z.infer<typeof PurchasedCodeDetail>;

export const PurchasedCoupon = z
  .object({ ...purchase, post: CouponPost })
  .describe('PurchasedCoupon');
export type PurchasedCoupon = z.infer<typeof PurchasedCoupon>;

export const PurchasedCouponDetail = PurchasedCoupon.extend({
  /** The coupon PIN, for the buyer only; null once the sale was refunded or cancelled. */
  pin: z.string().nullable(),
}).describe('PurchasedCouponDetail');
export type PurchasedCouponDetail = z.infer<typeof PurchasedCouponDetail>;

export const PurchasedSubscription = z
  .object({ ...purchase, post: SubscriptionPost, memberStatus: MemberStatus })
  .describe('PurchasedSubscription');
export type PurchasedSubscription = z.infer<typeof PurchasedSubscription>;

export const PurchasedSubscriptionDetail = PurchasedSubscription.extend({
  /** The party account's sign-in or invitation details, shown only to ACTIVE members. */
  accountInfo: z.string().nullable(),
  /** The party's other active members. */
  members: z.array(MemberSummary),
  /** The founder's request waiting for this member's answer. */
  pendingRequest: PartyRequest.nullable(),
  /**
   * What this member received to e-money when the party was ended before its end date (SPEC §4:
   * compensation for members); null when it was not ended early or the member was not seated then.
   */
  compensation: SharingCompensation.nullable(),
}).describe('PurchasedSubscriptionDetail');
export type PurchasedSubscriptionDetail = z.infer<typeof PurchasedSubscriptionDetail>;

/** What leaving a party now would refund: the unused days of the paid period. */
export const SubscriptionCancelPreview = z
  .object({
    productId: z.number().int().positive(),
    post: SubscriptionPost,
    paidAmount: Krw,
    usedDays: z.number().int().min(0),
    remainingDays: z.number().int().min(0),
    refundAmount: Krw,
    /** False when leaving is no longer possible (already left, refunded or ended). */
    cancellable: z.boolean(),
  })
  .describe('SubscriptionCancelPreview');
export type SubscriptionCancelPreview = z.infer<typeof SubscriptionCancelPreview>;
