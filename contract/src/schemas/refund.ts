/** Refunds (SPEC §4): the buyer requests one per purchased item; the seller approves or rejects. */
import { DateTimeString, reasonField } from '@market/domain';
import { RefundStatus } from '@market/domain/schemas';
import { z } from 'zod';
import { Krw, Post } from './post';
import { MemberSummary } from './user';
import { EntitySeq } from './trade-fields';
import { OrderId } from './order';

export const RefundRequest = z
  .object({
    seq: z.number().int().positive(),
    /** The purchased item (`OrderItem.seq`). */
    productId: z.number().int().positive(),
    orderId: OrderId,
    post: Post,
    buyer: MemberSummary,
    /** What goes back to the buyer if approved. */
    amount: Krw,
    reason: z.string(),
    status: RefundStatus,
    requestedAt: DateTimeString,
    decidedAt: DateTimeString.nullable(),
    /** The seller's reason, set once rejected. */
    rejectReason: z.string().nullable(),
  })
  .describe('RefundRequest');
export type RefundRequest = z.infer<typeof RefundRequest>;

export const RequestRefundBody = z.object({ reason: reasonField }).strict();
export type RequestRefundBody = z.input<typeof RequestRefundBody>;

export const ApproveRefundBody = z.object({ refundSeq: EntitySeq }).strict();
export type ApproveRefundBody = z.input<typeof ApproveRefundBody>;

export const RejectRefundBody = z.object({ refundSeq: EntitySeq, reason: reasonField }).strict();
export type RejectRefundBody = z.input<typeof RejectRefundBody>;
