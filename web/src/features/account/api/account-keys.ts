/** Query keys of the account feature's own reads (the profile itself is the session's user). */
export const accountKeys = {
  all: ['account'] as const,
  referral: () => [...accountKeys.all, 'referral'] as const,
};
