import { useQueryClient } from '@tanstack/react-query';
import { tsr } from '../../../lib/api-client';
import { sessionKeys, useSessionToken } from '../../../lib/session';

/** Start identity verification: the answer names the provider page the browser goes to. */
export function useStartIdentityVerification() {
  return tsr.auth.startIdentityVerification.useMutation();
}

/**
 * Complete identity verification with the provider's values. The user is verified afterwards, so
 * the cached user (whose `verified` checkout and cash-out read) is refreshed.
 */
export function useCompleteIdentityVerification() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return tsr.auth.completeIdentityVerification.useMutation({
    onSuccess: async () => {
      const queryKey = sessionKeys.me(token);
      // A first load of the user still in flight was answered before the verification (and
      // invalidating would only wait for that answer): drop it, then ask again.
      await queryClient.cancelQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
