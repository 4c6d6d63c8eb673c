import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AuthPanel } from '../features/auth/components/AuthPanel/AuthPanel';
import { LazyPasswordRecoveryForm } from '../features/auth/components/lazy-forms';
import { pathTo } from '@/lib/addresses';

/** /recover-password (SPEC §2): ask for a reset link by e-mail. */
export default function RecoverPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthPanel
      title={t('routes.recoverPassword')}
      intro={t('recover.intro')}
      footer={
        <Text size="sm" ta="center">
          <Anchor component={Link} href={pathTo('/login')}>
            {t('recover.backToLogin')}
          </Anchor>
        </Text>
      }
    >
      <LazyPasswordRecoveryForm />
    </AuthPanel>
  );
}
