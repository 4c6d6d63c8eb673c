import { verificationCodeField } from '@market/domain';
import { useCallback, useState } from 'react';
import { toApiError } from '@/lib/api/api-error';
import { useConfirmEmailVerification, useSendEmailVerification } from '../api';

/** E-mail addresses compare as the server keeps them: trimmed, in lower case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export interface EmailVerificationFlow {
  /** The address the last code went to; null before any. */
  sentTo: string | null;
  /** The address whose code was confirmed; null until then. */
  verifiedEmail: string | null;
  /** A message key for the code input (format, or refused by the server); null when fine. */
  codeError: string | null;
  isSending: boolean;
  isConfirming: boolean;
  sendCode: (email: string) => void;
  confirmCode: (code: string) => void;
  /** Forget codes and confirmation (the member wants to use another address). */
  reset: () => void;
}

/**
 * Confirming the e-mail address before sign-up (the sign-up call carries no proof of it, so the
 * form confirms first): send a code, then confirm it. A refusal about the address itself (taken,
 * too many codes) goes to `onEmailRefused` as a message key for the e-mail field; other failures
 * show the SPEC §8 toasts.
 */
export function useEmailVerificationFlow({
  onEmailRefused,
}: {
  onEmailRefused: (messageKey: string) => void;
}): EmailVerificationFlow {
  const send = useSendEmailVerification();
  const confirm = useConfirmEmailVerification();
  const { mutate: sendMutate, reset: resetSend } = send;
  const { mutate: confirmMutate, reset: resetConfirm } = confirm;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);

  const sendCode = useCallback(
    (email: string) => {
      setCodeError(null);
      setVerifiedEmail(null);
      sendMutate(
        { body: { email } },
        {
          onSuccess: ({ body }) => setSentTo(normalizeEmail(body.response.email)),
          onError: (error) => {
            const { code } = toApiError(error);
            if (code === 'EMAIL_TAKEN') onEmailRefused('auth.errors.emailTaken');
            if (code === 'RATE_LIMITED') onEmailRefused('auth.errors.rateLimited');
          },
        },
      );
    },
    [onEmailRefused, sendMutate],
  );

  const confirmCode = useCallback(
    (code: string) => {
      if (!sentTo) return;
      const parsed = verificationCodeField.safeParse(code);
      if (!parsed.success) {
        setCodeError(parsed.error.issues[0]?.message ?? 'validation.verificationCode.invalid');
        return;
      }
      setCodeError(null);
      confirmMutate(
        { body: { email: sentTo, code: parsed.data } },
        {
          onSuccess: ({ body }) => setVerifiedEmail(normalizeEmail(body.response.email)),
          onError: (error) => {
            if (toApiError(error).code === 'VERIFICATION_CODE_INVALID') {
              setCodeError('auth.errors.codeInvalid');
            }
          },
        },
      );
    },
    [confirmMutate, sentTo],
  );

  const reset = useCallback(() => {
    setSentTo(null);
    setVerifiedEmail(null);
    setCodeError(null);
    resetSend();
    resetConfirm();
  }, [resetConfirm, resetSend]);

  return {
    sentTo,
    verifiedEmail,
    codeError,
    isSending: send.isPending,
    isConfirming: confirm.isPending,
    sendCode,
    confirmCode,
    reset,
  };
}
