import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { PendingTransfer } from '@/features/wallet/components/PendingTransfer/PendingTransfer';

/**
 * /my/pending-transfer/{orderId}: any order awaiting its bank transfer (a top-up, or a checkout paid
 * by transfer). Moves on to the e-money history or the order once the money has arrived.
 */
export default function PendingTransferPage({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <PageTitle>{t('routes.pendingTransfer')}</PageTitle>
        <PendingTransfer orderId={orderId} />
      </Stack>
    </Container>
  );
}
