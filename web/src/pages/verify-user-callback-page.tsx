import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { AuthPanel } from '../features/auth/components/AuthPanel/AuthPanel';
import { AuthStatus } from '../features/auth/components/AuthStatus/AuthStatus';
import { IdentityCallback } from '../features/auth/components/IdentityCallback/IdentityCallback';
import { readIdentityReturn } from '../features/auth/utils/identity-return';
import { useCurrentAddress, useStringParam } from '../lib/browser/search-params';
import { loginPathFor } from '@/lib/addresses';
import { useSession } from '../lib/session/session';

/**
 * /verify-user/callback (SPEC §2): where the identity provider returns with enc_data,
 * integrity_value and token_version_id, all required. The router renders it without header or
 * footer, so it is its own <main>. Only the member who started may complete: a guest signs in
 * first and comes back here.
 */
export default function VerifyUserCallbackPage() {
  const { t } = useTranslation('auth');
  const { isSignedIn } = useSession();
  const address = useCurrentAddress();
  const encData = useStringParam('enc_data');
  const integrityValue = useStringParam('integrity_value');
  const tokenVersionId = useStringParam('token_version_id');
  const complete = Boolean(encData && integrityValue && tokenVersionId);

  if (complete && !isSignedIn) return <Redirect to={loginPathFor(address)} replace />;

  return (
    <Container component="main" size="sm" py={{ base: 'lg', sm: 64 }} px={0}>
      <AuthPanel title={t('routes.verifyUser')}>
        {complete ? (
          <IdentityCallback
            key={tokenVersionId}
            encData={encData}
            integrityValue={integrityValue}
            tokenVersionId={tokenVersionId}
          />
        ) : (
          <AuthStatus
            state="failed"
            title={t('identity.missingParams.title')}
            body={t('identity.missingParams.body')}
            action={{ label: t('identity.retry'), href: readIdentityReturn().startPath }}
          />
        )}
      </AuthPanel>
    </Container>
  );
}
