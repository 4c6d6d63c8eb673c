import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { PromotionReward } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Dialog, DialogActions } from '@/components/Dialog/Dialog';
import { toApiError } from '@/lib/api/api-error';
import { useFormatPrice } from '@/lib/format/currency';
import { currentLocale } from '@/lib/i18n/i18n';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useRedeemCode } from '@/features/wallet/api/use-redeem-code';

/** SPEC §5: the promotion code has no client rule beyond trimming; the server judges it. */
const RedeemCodeForm = z.object({ code: z.string().trim() });

export interface RedeemDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The reward line of a redeemed code: points as a number, cash as a price in the chosen currency. */
export function RewardText({ reward }: { reward: PromotionReward }) {
  const { t, i18n } = useTranslation('layout');
  const formatPrice = useFormatPrice();
  if (reward.rewardType === 'POINTS') {
    const amount = new Intl.NumberFormat(currentLocale(i18n.language)).format(reward.rewardAmount);
    return <Text>{t('redeem.rewardPoints', { amount })}</Text>;
  }
  return <Text>{t('redeem.rewardCash', { amount: formatPrice(reward.rewardAmount) })}</Text>;
}

/**
 * The redeem-code dialog (SPEC §4): enter a code, then either the reward (success) or the server's
 * message (failure, or the default error text when the server gave none).
 */
export function RedeemDialog({ opened, onClose }: RedeemDialogProps) {
  const { t } = useTranslation('layout');
  const redeem = useRedeemCode();
  const form = useZodForm(RedeemCodeForm, { defaultValues: { code: '' } });
  const code = form.watch('code');

  const close = () => {
    form.reset();
    redeem.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit((values) => redeem.mutate({ body: values }));
  const reward = redeem.data?.body.response;
  const failure = redeem.error ? toApiError(redeem.error).message || t('redeem.failed') : null;

  return (
    <Dialog opened={opened} onClose={close} title={t('redeem.title')}>
      {reward ? (
        <Stack gap="md">
          <Alert color="teal" title={t('redeem.successTitle')} role="status">
            <RewardText reward={reward} />
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>{t('actions.confirm')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              data-autofocus
              label={t('redeem.codeLabel')}
              placeholder={t('redeem.codePlaceholder')}
              autoComplete="off"
              error={form.errorOf('code')}
              {...form.register('code')}
            />
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <DialogActions
              confirm={t('redeem.submit')}
              onCancel={close}
              loading={redeem.isPending}
              disabled={!code.trim()}
            />
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
