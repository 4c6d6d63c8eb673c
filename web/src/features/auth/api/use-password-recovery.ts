import { tsr } from '@/lib/api-client';
import { toApiError } from '@/lib/api/api-error';
import { i18next } from '@/lib/i18n/i18n';

/** Ask for a password reset link by e-mail (answers alike for unknown addresses). */
export function useRequestPasswordRecovery() {
  return tsr.auth.requestPasswordRecovery.useMutation({
    meta: { errorToast: 'sendVerificationEmail' },
  });
}

/** Set a new password with the code of the reset link. */
export function useResetPassword() {
  return tsr.auth.resetPassword.useMutation({
    meta: {
      successToast: { text: () => i18next.t('auth:reset.success') },
      // An invalid code is told on the page, which offers a new link.
      errorToast: (error) =>
        toApiError(error).code === 'RESET_CODE_INVALID' ? null : 'updatePassword',
    },
  });
}
