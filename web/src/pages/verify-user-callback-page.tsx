import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../components/PageLoader';
import { PageTitle } from '../components/PageTitle';

/**
 * Placeholder for /verify-user/callback (search enc_data, integrity_value, token_version_id, all
 * required). Rendered without header or footer: it runs inside the verification provider's window.
 */
export default function VerifyUserCallbackPage() {
  const { t } = useTranslation();
  return (
    <Container size="xs" component="main" py="xl">
      <PageTitle>{t('routes.verifyUser')}</PageTitle>
      <PageLoader />
    </Container>
  );
}
