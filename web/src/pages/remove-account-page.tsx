import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';
import { RemoveAccountForm } from '../features/account/components/RemoveAccountForm';

/** /remove-account: what removal means, the password, an explicit confirmation, then signed out. */
export default function RemoveAccountPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="lg">
      <Stack gap="lg">
        <PageTitle>{t('routes.removeAccount')}</PageTitle>
        <RemoveAccountForm />
      </Stack>
    </Container>
  );
}
