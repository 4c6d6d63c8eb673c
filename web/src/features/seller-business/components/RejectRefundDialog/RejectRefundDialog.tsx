import { Stack, Textarea } from '@mantine/core';
import { refundRequestFormSchema } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '@/components/Dialog/Dialog';
import { useZodForm } from '@/lib/forms/use-zod-form';

export interface RejectRefundDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Called with the trimmed reason (1 to 100 characters). */
  onReject: (reason: string) => void;
  /** While the call runs. Default false. */
  pending?: boolean;
}

/** Rejecting a refund asks for a reason the buyer will read; nothing is sent until it is valid. */
export function RejectRefundDialog({
  opened,
  onClose,
  onReject,
  pending = false,
}: RejectRefundDialogProps) {
  const { t } = useTranslation('sellerBusiness');
  const form = useZodForm(refundRequestFormSchema, { defaultValues: { reason: '' } });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Dialog opened={opened} onClose={close} title={t('refunds.rejectTitle')}>
      <form noValidate onSubmit={form.handleSubmit((values) => onReject(values.reason))}>
        <Stack gap="md">
          <Textarea
            data-autofocus
            label={t('refunds.rejectReason')}
            autosize
            minRows={3}
            maxRows={10}
            error={form.errorOf('reason')}
            {...form.register('reason')}
          />
          <DialogActions
            confirm={t('refunds.reject')}
            onCancel={close}
            color="red.9"
            loading={pending}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
