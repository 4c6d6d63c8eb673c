import { Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../components/PageLoader';
import { PageTitle } from '../components/PageTitle';
import { BecomeSellerForm } from '../features/account/components/BecomeSellerForm';
import { IdentityVerificationForm } from '../features/auth/components/IdentityVerificationForm';
import { useSession } from '../lib/session';

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
            <IdentityVerificationForm returnTo="/become-seller" />
          </>
        )}
      </Stack>
    </Container>
  );
}
