/**
 * The cart (SPEC §3, §4): one line per post the member means to buy, with whether it can be bought
 * now. Buyability is decided by domain's rules on the server; the client only shows it.
 */
import { DateTimeString, notBuyableReasons } from '@market/domain';
import { CartStatus, PostType } from '@market/domain/schemas';
import { z } from 'zod';
import { Krw, Post } from './post';
import { EntitySeq } from './trade-fields';

/** Why a line cannot be bought now: domain's buyability reasons, named like the error codes. */
export const NotBuyableReason = z.enum(notBuyableReasons).describe('NotBuyableReason');
export type NotBuyableReason = z.infer<typeof NotBuyableReason>;

export const CartItem = z
  .object({
    seq: z.number().int().positive(),
    /** The post's type; `typeSeq` is its seq within that type. */
    type: PostType,
    typeSeq: z.number().int().positive(),
    /** DISABLED lines (the post was withdrawn) are never buyable. */
    cartStatus: CartStatus,
    /** The price now, which may differ from the price when the line was added. */
    price: Krw,
    /** The member already belongs to this party (subscriptions only; false otherwise). */
    subscribed: z.boolean(),
    post: Post,
    buyable: z.boolean(),
    /** Set exactly when `buyable` is false. */
    reason: NotBuyableReason.nullable(),
    addedAt: DateTimeString,
  })
  .describe('CartItem');
export type CartItem = z.infer<typeof CartItem>;

/** The badge count in the header (shown as 99+ from CART_BADGE_CAP on). */
export const CartItemCount = z.object({ count: z.number().int().min(0) }).describe('CartItemCount');
export type CartItemCount = z.infer<typeof CartItemCount>;

export const AddToCartBody = z
  .object({
    type: PostType,
    typeSeq: EntitySeq,
  })
  .strict();
export type AddToCartBody = z.input<typeof AddToCartBody>;

export const DeleteCartItemsBody = z
  .object({
    /** Cart line seqs (`CartItem.seq`), not post seqs. */
    seqList: z.array(EntitySeq).min(1),
  })
  .strict();
export type DeleteCartItemsBody = z.input<typeof DeleteCartItemsBody>;
