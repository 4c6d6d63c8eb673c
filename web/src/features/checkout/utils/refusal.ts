import type { CartItem } from '@market/contract';
import { notBuyableReasonOfCode, type NotBuyableReason } from '@market/domain';
import type { ApiError } from '@/lib/api/api-error';
import { checkoutLineBuyability } from './line-buyability';

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
