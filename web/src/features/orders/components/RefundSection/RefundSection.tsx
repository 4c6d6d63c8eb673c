import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { REASON_MAX_LENGTH, refundRequestFormSchema, type RefundStatus } from '@market/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '@/components/Dialog/Dialog';
import { RefundRejectReason } from '@/components/RefundRejectReason/RefundRejectReason';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useRequestRefund } from '@/features/orders/api';
import { RefundStatusBadge } from '../OrderStatusBadge/OrderStatusBadge';

export interface RefundSectionProps {
  /** The purchased item (`OrderItem.seq`). */
  productId: number;
  /** The refund request's state, null when none was made. */
  refundStatus: RefundStatus | null;
  /** The seller's reason, once the request was rejected. Default none. */
  rejectReason?: string | null;
  /** Whether a refund may be requested now (paid, not yet confirmed, none requested). */
  canRequest: boolean;
}

function RefundDialog({
  productId,
  opened,
  onClose,
}: {
  productId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  const request = useRequestRefund();
  const form = useZodForm(refundRequestFormSchema, { defaultValues: { reason: '' } });

  const close = () => {
    form.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit((values) =>
    request.mutate({ params: { productId }, body: values }, { onSuccess: close }),
  );

  return (
    <Dialog opened={opened} onClose={close} title={t('refund.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('refund.explanation')}</Text>
          <Textarea
            data-autofocus
            label={t('refund.reasonLabel')}
            description={t('refund.reasonHint', { max: REASON_MAX_LENGTH })}
            rows={3}
            error={form.errorOf('reason')}
            {...form.register('reason')}
          />
          <DialogActions
            confirm={t('refund.submit')}
            onCancel={close}
            loading={request.isPending}
          />
        </Stack>
      </form>
    </Dialog>
  );
}

/**
 * A purchase's refund: the state of the request once made (requested, approved, or rejected with
 * the seller's reason), or a button opening the request form (a reason of 1 to 100 characters,
 * SPEC §5).
 */
export function RefundSection({
  productId,
  refundStatus,
  rejectReason = null,
  canRequest,
}: RefundSectionProps) {
  const { t } = useTranslation('orders');
  const [opened, setOpened] = useState(false);

  if (!refundStatus && !canRequest) return null;
  return (
    <Stack component="section" gap="sm" aria-labelledby={`refund-heading-${productId}`}>
      <Title order={2} size="h4" id={`refund-heading-${productId}`}>
        {t('refund.heading')}
      </Title>
      {refundStatus ? (
        <>
          <Group gap="xs">
            <RefundStatusBadge status={refundStatus} />
            <Text size="sm">{t(`refund.explain.${refundStatus}`)}</Text>
          </Group>
          {rejectReason ? <RefundRejectReason reason={rejectReason} /> : null}
        </>
      ) : (
        <>
          <Group>
            <Button variant="default" color="red" onClick={() => setOpened(true)}>
              {t('refund.request')}
            </Button>
          </Group>
          <RefundDialog productId={productId} opened={opened} onClose={() => setOpened(false)} />
        </>
      )}
    </Stack>
  );
}
