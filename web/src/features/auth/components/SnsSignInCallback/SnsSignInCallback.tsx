import type { SnsProvider } from '@market/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session/session';
import { useSnsSignIn } from '@/features/auth/api';
import {
  checkSnsCallback,
  clearPendingSnsSignIn,
  readPendingSnsSignIn,
} from '@/features/auth/utils/sns-sign-in-state';
import { AuthStatus } from '../AuthStatus/AuthStatus';
import { pathTo } from '@/lib/addresses';

export interface SnsSignInCallbackProps {
  provider: SnsProvider;
  /** The authorisation code the provider returned; '' when the address has none. */
  code: string;
  /** The `state` the provider handed back; '' when none (a hand-typed development link). */
  state: string;
}

/**
 * The end of a Naver or Kakao sign-in: exchanges the code once (POST /api/auth/sns), stores the
 * session and goes where the member was going (or `/`). A missing code, a state this tab did not
 * send, or a refused code ends in an error with the way back to /login.
 */
export function SnsSignInCallback({ provider, code, state }: SnsSignInCallbackProps) {
  const { t } = useTranslation('auth');
  const { signIn } = useSession();
  const exchange = useSnsSignIn();
  // Read once: the pending sign-in is taken (cleared) as the exchange starts.
  const [check] = useState(() =>
    checkSnsCallback(provider, { code, state }, readPendingSnsSignIn()),
  );
  const started = useRef(false);
  const { mutate } = exchange;

  useEffect(() => {
    // A code can be exchanged once; React's development double effects must not send it twice.
    if (!check.ok || started.current) return;
    started.current = true;
    clearPendingSnsSignIn();
    mutate(
      { body: { provider, code: code.trim() } },
      {
        onSuccess: ({ body }) =>
          signIn(body.response, {
            stayLoggedIn: check.stayLoggedIn,
            redirectTo: check.redirect || pathTo('/'),
          }),
      },
    );
  }, [check, code, mutate, provider, signIn]);

  const providerName = t(`sns.providers.${provider}`);
  const back = { label: t('sns.backToLogin'), href: pathTo('/login') };

  if (!check.ok) {
    return (
      <AuthStatus
        state="failed"
        title={t(`sns.${check.reason}.title`)}
        body={t(`sns.${check.reason}.body`, { provider: providerName })}
        action={back}
      />
    );
  }
  if (exchange.isError) {
    return (
      <AuthStatus
        state="failed"
        title={t('sns.failed.title')}
        body={t('sns.failed.body', { provider: providerName })}
        action={back}
      />
    );
  }
  return <AuthStatus state="working" title={t('sns.signingIn', { provider: providerName })} />;
}
