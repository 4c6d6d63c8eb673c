/**
 * Query keys of the account feature's own reads (the profile itself is the session's user,
 * lib/session/session.ts). Keyed by token: one member's account is never served to the next.
 */
export const accountKeys = {
  all: ['account'] as const,
  referral: (token: string | null) => [...accountKeys.all, 'referral', token] as const,
};

/** The account summary's counts (orders, codes, coupons, subscriptions, inquiries). */
export const accountSummaryKeys = {
  all: ['account-summary'] as const,
  member: (token: string | null) => [...accountSummaryKeys.all, token] as const,
};
