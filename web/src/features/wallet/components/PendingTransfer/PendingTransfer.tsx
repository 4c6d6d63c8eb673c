import { Alert, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { LoadError } from '@/components/LoadError/LoadError';
import { PageLoader } from '@/components/PageLoader/PageLoader';
import { Price } from '@/components/Price/Price';
import { useFormatDate } from '@/lib/format/format-date';
import { orderPath, pathTo } from '@/lib/addresses';
import { reportDataChange } from '@/lib/data-changes';
import { usePendingOrder } from '@/features/wallet/api/use-pending-order';

/** Where a paid order goes: a top-up to the e-money history, anything else to the order. */
export const paidOrderPath = (order: { id: string; kind: string }) =>
  order.kind === 'EMONEY' ? pathTo('/my/expenses/emoney') : orderPath(order.id);

export interface PendingTransferProps {
  orderId: string;
}

/**
 * An order waiting for its bank transfer (a top-up, or a checkout paid by transfer): the account to
 * send the money to, the amount, the name to send it under and the deadline. It asks the server
 * again every few seconds and moves on by itself once the money has arrived.
 */
export function PendingTransfer({ orderId }: PendingTransferProps) {
  const { t } = useTranslation('wallet');
  const formatDate = useFormatDate();
  const [, navigate] = useLocation();
  const order = usePendingOrder(orderId);
  const paidOrder = order.data?.paid ? order.data : null;

  useEffect(() => {
    if (!paidOrder) return;
    // Paid by a transfer from outside the app: the app learns it here, and so must every screen.
    void reportDataChange('transferReceived');
    navigate(paidOrderPath(paidOrder), { replace: true });
  }, [paidOrder, navigate]);

  if (order.isError) return <LoadError onRetry={() => void order.refetch()} />;
  if (!order.data || paidOrder) return <PageLoader />;
  const { transfer, total } = order.data;
  if (!transfer) {
    return <Alert color="yellow">{t('pending.noTransfer')}</Alert>;
  }

  const rows: [string, React.ReactNode][] = [
    [t('pending.amount'), <Price key="amount" amountKrw={total} fw={700} />],
    [t('pending.bank'), transfer.payTo.bankName],
    [t('pending.accountNumber'), transfer.payTo.accountNumber],
    [t('pending.accountHolder'), transfer.payTo.accountHolder],
    [t('pending.depositorName'), transfer.depositorName],
    [t('pending.deadline'), formatDate(transfer.transferDeadline)],
  ];

  return (
    <Stack gap="md" maw={560}>
      <Text>{t('pending.intro')}</Text>
      <Card withBorder padding="md">
        {/* A list of terms, not Mantine's Table: its scroll container (and the floating-ui it
            shares a chunk with) put this page over the first-load budget. */}
        <Stack component="dl" gap={0} m={0}>
          {rows.map(([label, value], index) => (
            <SimpleGrid
              key={label}
              cols={2}
              py="xs"
              style={
                index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : {}
              }
            >
              <Text component="dt" fw={600} size="sm">
                {label}
              </Text>
              <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </SimpleGrid>
          ))}
        </Stack>
      </Card>
      <Group role="status" aria-live="polite">
        <Badge variant="dot" color="yellow" size="lg" tt="none">
          {t('pending.waiting')}
        </Badge>
      </Group>
    </Stack>
  );
}
