import type { CartItem } from '@market/contract';
import {
  notBuyableReasonOfCode,
  postBuyability,
  type Buyability,
  type NotBuyableReason,
} from '@market/domain';
import type { ApiError } from '@/lib/api/api-error';
import { cartLineBuyability, postFactsOf } from '@/shared/cart-lines/utils/cart-line-buyability';

/** `?items=1,2,3`: the chosen cart line seqs, each a whole number from 1, without repeats. */
export function parseItemsParam(value: string): number[] {
  const seqs = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((seq) => Number.isSafeInteger(seq) && seq >= 1);
  return [...new Set(seqs)];
}

/**
 * Whether a chosen line can be bought now, as checkout sees it: the cart's rule, then the full rule
 * of the post (a code sold since it was put in the cart is not buyable any more).
 */
export function checkoutLineBuyability(item: CartItem, now: Date): Buyability {
  const cart = cartLineBuyability(item, now);
  if (!cart.buyable) return cart;
  return postBuyability(postFactsOf(item.post), now);
}

/** Where the member tops up e-money. */
export const BUY_EMONEY_PATH = '/buy-emoney';

/** What a failed payment means for the screen. */
export type Refusal =
  | { kind: 'line'; reason: NotBuyableReason }
  | { kind: 'balance' }
  | { kind: 'missing' }
  | { kind: 'unverified' }
  | { kind: 'failed'; retrySafe: boolean };

export function refusalOf(error: ApiError): Refusal {
  const reason = notBuyableReasonOfCode(error.code);
  if (reason) return { kind: 'line', reason };
  switch (error.code) {
    case 'INSUFFICIENT_BALANCE':
      return { kind: 'balance' };
    case 'NOT_FOUND':
      return { kind: 'missing' };
    case 'IDENTITY_NOT_VERIFIED':
      return { kind: 'unverified' };
    default:
      // No answer, or the server's fault: the order may or may not exist; the same key is safe.
      return { kind: 'failed', retrySafe: error.status === 0 || error.status >= 500 };
  }
}

/** The chosen lines an order was refused for: those that now fail for the refusal's reason. */
export function refusedLines(
  lines: readonly CartItem[],
  reason: NotBuyableReason,
  now: Date,
): CartItem[] {
  return lines.filter((item) => {
    const buyability = checkoutLineBuyability(item, now);
    return !buyability.buyable && buyability.reason === reason;
  });
}
