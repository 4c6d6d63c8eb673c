import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle/PageTitle';
import { lazyPart } from '@/lib/ui/lazy-part';

// In a chunk of its own with the form library, out of the page's first load (lib/ui/lazy-part.tsx).
const RemoveAccountForm = lazyPart(
  () =>
    import('../features/account/components/RemoveAccountForm/RemoveAccountForm').then(
      (module) => module.RemoveAccountForm,
    ),
  { height: 320 },
);

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
