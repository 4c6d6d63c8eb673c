import { tsr } from '../../../lib/api-client';

/** Send a verification code to an e-mail address not yet registered (sign-up). */
export function useSendEmailVerification() {
  return tsr.auth.sendEmailVerification.useMutation();
}

/** Confirm the code sent to an e-mail address. */
export function useConfirmEmailVerification() {
  return tsr.auth.confirmEmailVerification.useMutation();
}
