import { tsr } from '@/lib/api-client';

/** Send a verification code to an e-mail address not yet registered (sign-up). */
export function useSendEmailVerification() {
  return tsr.auth.sendEmailVerification.useMutation({
    meta: { errorToast: 'sendVerificationEmail' },
  });
}

/** Confirm the code sent to an e-mail address. */
export function useConfirmEmailVerification() {
  return tsr.auth.confirmEmailVerification.useMutation({ meta: { errorToast: 'verification' } });
}
