import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';

/** Placeholder: the route and its guard are in place; the screen is to be built. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <Container size="xl">
      <PageTitle>{t('routes.resetPassword')}</PageTitle>
    </Container>
  );
}
