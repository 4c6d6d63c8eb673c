import { tsr } from '@/lib/api-client';
import { toApiError } from '@/lib/api/api-error';
import { i18next } from '@/lib/i18n/i18n';

/** Start identity verification: the answer names the provider page the browser goes to. */
export function useStartIdentityVerification() {
  return tsr.auth.startIdentityVerification.useMutation({
    // Already verified is no failure: the form goes on to where the member was headed.
    meta: { errorToast: (error) => (isAlreadyVerified(error) ? null : 'verification') },
  });
}

/**
 * Complete identity verification with the provider's values. The answer comes once the cached user
 * (whose `verified` checkout and cash-out read) has been fetched again (app/stale-after-change.ts).
 * Already verified counts as done: it shows the same success.
 */
export function useCompleteIdentityVerification() {
  const verified = () => i18next.t('auth:identity.verified');
  return tsr.auth.completeIdentityVerification.useMutation({
    meta: {
      successToast: { text: verified },
      errorToast: (error) =>
        isAlreadyVerified(error) ? { text: verified(), tone: 'success' } : 'verification',
    },
  });
}

const isAlreadyVerified = (error: unknown) =>
  toApiError(error).code === 'IDENTITY_ALREADY_VERIFIED';
