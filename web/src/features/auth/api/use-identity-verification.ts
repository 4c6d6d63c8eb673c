import { tsr } from '../../../lib/api-client';

/** Start identity verification: the answer names the provider page the browser goes to. */
export function useStartIdentityVerification() {
  return tsr.auth.startIdentityVerification.useMutation();
}

/**
 * Complete identity verification with the provider's values. The answer comes once the cached user
 * (whose `verified` checkout and cash-out read) has been fetched again (app/stale-after-change.ts).
 */
export function useCompleteIdentityVerification() {
  return tsr.auth.completeIdentityVerification.useMutation();
}
