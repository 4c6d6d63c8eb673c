import type { SnsProvider } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { AuthPanel } from '../features/auth/components/AuthPanel/AuthPanel';
import { SnsSignInCallback } from '../features/auth/components/SnsSignInCallback/SnsSignInCallback';
import { useStringParam } from '@/lib/browser/search-params';

export interface SnsLoginPageProps {
  provider: SnsProvider;
}

/**
 * /login/naver and /login/kakao (SPEC §2, guests only: the router sends signed-in users to `/`):
 * where the provider returns with `code` (and the `state` the sign-in button sent).
 */
export default function SnsLoginPage({ provider }: SnsLoginPageProps) {
  const { t } = useTranslation('auth');
  const code = useStringParam('code');
  const state = useStringParam('state');
  return (
    <AuthPanel title={t('routes.snsLogin')}>
      {/* A new code in the address is a new sign-in: start over rather than reuse the old check. */}
      <SnsSignInCallback key={`${code}|${state}`} provider={provider} code={code} state={state} />
    </AuthPanel>
  );
}
