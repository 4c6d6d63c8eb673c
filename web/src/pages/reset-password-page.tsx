import { useTranslation } from 'react-i18next';
import { AuthPanel } from '../features/auth/components/AuthPanel/AuthPanel';
import { AuthStatus } from '../features/auth/components/AuthStatus/AuthStatus';
import { LazyPasswordResetForm } from '../features/auth/components/lazy-forms';
import { useStringParam } from '../lib/browser/search-params';
import { pathTo } from '@/lib/addresses';

/** /reset-password?code=… (SPEC §2, `code` required): the new password, or why there is no form. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const code = useStringParam('code').trim();
  return (
    <AuthPanel title={t('routes.resetPassword')} intro={code ? t('reset.intro') : undefined}>
      {code ? (
        <LazyPasswordResetForm key={code} code={code} />
      ) : (
        <AuthStatus
          state="failed"
          title={t('reset.missingCode.title')}
          body={t('reset.missingCode.body')}
          action={{ label: t('reset.requestNew'), href: pathTo('/recover-password') }}
        />
      )}
    </AuthPanel>
  );
}
