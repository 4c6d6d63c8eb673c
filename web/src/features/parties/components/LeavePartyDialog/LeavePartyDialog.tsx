import { Alert, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { RequestRefundBody } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '@/components/Dialog/Dialog';
import { LoadError } from '@/components/LoadError/LoadError';
import { Price } from '@/components/Price/Price';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useCancelPreview, useLeaveParty } from '@/features/parties/api';

export interface LeavePartyDialogProps {
  /** The purchased item (`OrderItem.seq`), the `productId` of the preview and the refund. */
  productId: number;
  opened: boolean;
  onClose: () => void;
}

/**
 * Leaving a party: what would be refunded now (GET …/cancel/view), then a reason and the refund
 * request, which the founder decides on (SPEC §4). Nothing is sent until the reason is valid.
 */
export function LeavePartyDialog({ productId, opened, onClose }: LeavePartyDialogProps) {
  const { t } = useTranslation('parties');
  const preview = useCancelPreview(productId, opened);
  const leave = useLeaveParty();
  const form = useZodForm(RequestRefundBody, { defaultValues: { reason: '' } });

  const close = () => {
    form.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit((body) =>
    leave.mutate({ params: { productId }, body }, { onSuccess: close }),
  );

  const data = preview.data;
  return (
    <Dialog opened={opened} onClose={close} title={t('leave.title')}>
      {preview.isError ? (
        <LoadError onRetry={() => void preview.refetch()} />
      ) : !data ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={18} />
          <Skeleton height={18} />
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              {t('leave.paid')}: <Price amountKrw={data.paidAmount} />
            </Text>
            <Text size="sm">
              {t('leave.days', { used: data.usedDays, remaining: data.remainingDays })}
            </Text>
            <Text fw={600}>
              {t('leave.refund')}: <Price amountKrw={data.refundAmount} />
            </Text>
            {data.cancellable ? (
              <>
                <Textarea
                  label={t('leave.reason')}
                  rows={3}
                  {...form.register('reason')}
                  error={form.errorOf('reason')}
                  data-autofocus
                />
                <Text size="sm" c="dimmed">
                  {t('leave.irreversible')}
                </Text>
                <DialogActions
                  confirm={t('leave.confirm')}
                  onCancel={close}
                  color="red.9"
                  loading={leave.isPending}
                />
              </>
            ) : (
              <Alert color="gray">{t('leave.notCancellable')}</Alert>
            )}
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
