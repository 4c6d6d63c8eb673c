import { Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../components/PageLoader/PageLoader';
import { PageTitle } from '../components/PageTitle/PageTitle';
import { LazyIdentityVerificationForm } from '../features/auth/components/lazy-forms';
import { useSession } from '../lib/session/session';
import { lazyPart } from '../lib/ui/lazy-part';
import { pathTo } from '@/lib/addresses';

// In a chunk of its own with the form library, out of the page's first load (lib/ui/lazy-part.tsx).
const BecomeSellerForm = lazyPart(
  () =>
    import('../features/account/components/BecomeSellerForm/BecomeSellerForm').then(
      (module) => module.BecomeSellerForm,
    ),
  { height: 360 },
);

/**
 * /become-seller (members only; sellers are sent to / by the route's guard): identity verification
 * first when the member has not done it, then the seller terms, then the seller console.
 */
export default function BecomeSellerPage() {
  const { t } = useTranslation(['account', 'common']);
  const { user } = useSession();
  return (
    <Container size="sm" py="lg">
      <Stack gap="lg">
        <PageTitle>{t('common:routes.becomeSeller')}</PageTitle>
        {!user ? (
          <PageLoader />
        ) : user.verified ? (
          <BecomeSellerForm />
        ) : (
          <>
            <Text>{t('seller.verifyFirst')}</Text>
            <LazyIdentityVerificationForm returnTo={pathTo('/become-seller')} />
          </>
        )}
      </Stack>
    </Container>
  );
}
