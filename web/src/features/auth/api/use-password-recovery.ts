import { tsr } from '../../../lib/api-client';

/** Ask for a password reset link by e-mail (answers alike for unknown addresses). */
export function useRequestPasswordRecovery() {
  return tsr.auth.requestPasswordRecovery.useMutation();
}

/** Set a new password with the code of the reset link. */
export function useResetPassword() {
  return tsr.auth.resetPassword.useMutation();
}
