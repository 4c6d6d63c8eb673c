import { useTranslation } from 'react-i18next';
import { AuthPanel } from '@/features/auth/components/AuthPanel/AuthPanel';
import { LazyIdentityVerificationForm } from '@/features/auth/components/lazy-forms';
import { useCurrentAddress, useRedirectParam } from '@/lib/browser/search-params';

/**
 * /checkout/verify-identity (SPEC §2; members not yet verified, the route's guard sends the others
 * away): the identity verification of checkout. The provider returns to /verify-user/callback, which
 * continues to `redirect` (the checkout the member came from) or, failing, back here to try again.
 */
export default function VerifyIdentityPage() {
  const { t } = useTranslation(['auth', 'common']);
  const redirect = useRedirectParam();
  const address = useCurrentAddress();
  return (
    <AuthPanel title={t('common:routes.verifyIdentity')} intro={t('identity.intro')}>
      <LazyIdentityVerificationForm returnTo={redirect} startPath={address} />
    </AuthPanel>
  );
}
