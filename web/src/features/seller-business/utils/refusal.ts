import { toApiError } from '@/lib/api/api-error';

/** Refusals the console explains in words; anything else is SPEC §8's generic failure. */
const explained = [
  'NOT_FOUND',
  'ALREADY_BLOCKED',
  'CANNOT_BLOCK_ACTIVE_MEMBER',
  'VALIDATION_FAILED',
  'ALREADY_DECIDED',
  'ALREADY_ANSWERED',
  'INSUFFICIENT_BALANCE',
  'NO_PROMOTION_UNITS',
  'INVALID_STATE',
  'NOT_BUYABLE',
] as const;
export type Refusal = (typeof explained)[number] | 'generic';

/** The reason a call was refused, as a key of `sellerBusiness:refusal`. */
export function refusalOf(error: unknown): Refusal {
  const { code } = toApiError(error);
  return explained.find((known) => known === code) ?? 'generic';
}
