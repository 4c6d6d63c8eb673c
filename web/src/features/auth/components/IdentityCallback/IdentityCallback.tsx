import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { toApiError } from '@/lib/api/api-error';
import { useCompleteIdentityVerification } from '@/features/auth/api';
import { clearIdentityReturn, readIdentityReturn } from '@/features/auth/utils/identity-return';
import { AuthStatus } from '../AuthStatus/AuthStatus';
import { pathTo } from '@/lib/addresses';

export interface IdentityCallbackProps {
  /** `enc_data` of the provider's return address. */
  encData: string;
  /** `integrity_value` of the provider's return address. */
  integrityValue: string;
  /** `token_version_id` of the provider's return address. */
  tokenVersionId: string;
}

/**
 * The end of identity verification: sends the provider's three values once (POST
 * /api/auth/identity/callback), then continues where the member was going (remembered in this
 * tab when verification started, else `/`). A refusal shows 'verification failed' with a way to
 * try again. A member verified already simply continues.
 */
export function IdentityCallback({
  encData,
  integrityValue,
  tokenVersionId,
}: IdentityCallbackProps) {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const complete = useCompleteIdentityVerification();
  const [remembered] = useState(readIdentityReturn);
  const started = useRef(false);
  const { mutate } = complete;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // The values work once: React's development double effects must not send them twice.
    if (started.current) return;
    started.current = true;
    const proceed = () => {
      clearIdentityReturn();
      navigate(remembered.returnTo || pathTo('/'), { replace: true });
    };
    mutate(
      { body: { encData, integrityValue, tokenVersionId } },
      {
        onSuccess: proceed,
        onError: (error) => {
          if (toApiError(error).code === 'IDENTITY_ALREADY_VERIFIED') {
            proceed();
            return;
          }
          setFailed(true);
        },
      },
    );
  }, [encData, integrityValue, mutate, navigate, remembered, t, tokenVersionId]);

  if (failed) {
    return (
      <AuthStatus
        state="failed"
        title={t('identity.failed.title')}
        body={t('identity.failed.body')}
        action={{ label: t('identity.retry'), href: remembered.startPath }}
      />
    );
  }
  return <AuthStatus state="working" title={t('identity.verifying')} />;
}
