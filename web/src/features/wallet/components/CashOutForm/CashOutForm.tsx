import {
  Alert,
  Button,
  Group,
  List,
  NumberInput,
  Radio,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { WithdrawalBody, type Withdrawal, type WithdrawalInfo } from '@market/contract';
import { isOneOf, withdrawalPayout, type WithdrawalMethod } from '@market/domain';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '@/components/Dialog/Dialog';
import { LoadError } from '@/components/LoadError/LoadError';
import { Price } from '@/components/Price/Price';
import { toApiError } from '@/lib/api/api-error';
import { useFormatPrice } from '@/lib/format/currency';
import { useFormatDate } from '@/lib/format/format-date';
import { useCredits } from '@/shared/balances/api/use-credits';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useWithdraw, useWithdrawalInfo } from '@/features/wallet/api/use-withdrawal';

/** Refusals the server names, each with its own reason on screen. */
const REFUSALS = [
  'WITHDRAWAL_ALREADY_TODAY',
  'WITHDRAWAL_LIMIT_EXCEEDED',
  'INSUFFICIENT_BALANCE',
] as const;
type Refusal = (typeof REFUSALS)[number];
const refusalOf = (code: string): Refusal | null => (isOneOf(REFUSALS, code) ? code : null);

/** /cash-out: the balance, the rules, the form, a confirmation showing the fee, then the result. */
export function CashOutForm() {
  const info = useWithdrawalInfo();
  if (info.isError) return <LoadError onRetry={() => void info.refetch()} />;
  if (!info.data) return <Skeleton height={320} />;
  return <CashOutFormOf info={info.data} />;
}

function CashOutFormOf({ info }: { info: WithdrawalInfo }) {
  const { t } = useTranslation('wallet');
  const formatPrice = useFormatPrice();
  const formatDate = useFormatDate();
  const withdraw = useWithdraw();
  const credits = useCredits();
  const balance = credits.data?.emoney ?? info.withdrawableAmount;
  const [done, setDone] = useState<Withdrawal | null>(null);
  const [confirming, setConfirming] = useState<WithdrawalBody | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // The balance is checked with the rest, so every problem shows at once and nothing is sent.
  const schema = useMemo(
    () =>
      WithdrawalBody.superRefine((values, ctx) => {
        if (values.amount > info.withdrawableAmount) {
          ctx.addIssue({ code: 'custom', path: ['amount'], message: 'wallet.cashOut.overBalance' });
        }
      }),
    [info.withdrawableAmount],
  );
  const form = useZodForm(schema, {
    // The fields of the method not chosen leave the values (an empty one would fail its rule).
    shouldUnregister: true,
    defaultValues: { amount: undefined, method: 'BANK_TRANSFER' },
  });
  const method = form.watch('method');
  const amount = form.watch('amount');
  const methodFee = (value: WithdrawalMethod) =>
    info.methodFees.find((fee) => fee.method === value)?.fee ?? 0;

  const onSubmit = form.handleSubmit((values) => {
    const body: WithdrawalBody =
      values.method === 'PAYPAL'
        ? { amount: values.amount, method: 'PAYPAL', paypalEmail: values.paypalEmail }
        : {
            amount: values.amount,
            method: 'BANK_TRANSFER',
            bankName: values.bankName,
            accountHolder: values.accountHolder,
            accountNumber: values.accountNumber,
          };
    setRefusal(null);
    setConfirming(body);
  });

  const confirm = () => {
    if (!confirming) return;
    withdraw.mutate(
      { body: confirming },
      {
        onSuccess: (result) => {
          setDone(result.body.response);
          setConfirming(null);
          form.reset();
        },
        onError: (error) => {
          setConfirming(null);
          setRefusal(refusalOf(toApiError(error).code));
        },
      },
    );
  };

  // The server's terms through domain's rule: the fee shown is the fee the server keeps.
  const paid = (value: number) =>
    withdrawalPayout(value, { rate: info.feeRate, fixedAmount: methodFee(method) });
  const feePercent = Math.round(info.feeRate * 100);

  return (
    <Stack gap="lg" maw={560}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('balances.emoney')}
        </Text>
        <Text size="xl" fw={700} data-testid="emoney-balance">
          <Price amountKrw={balance} />
        </Text>
        {info.availableToday && info.withdrawableAmount !== balance && (
          <Text size="sm">
            {t('cashOut.withdrawable')} <Price amountKrw={info.withdrawableAmount} />
          </Text>
        )}
      </Stack>
      <List size="sm" spacing={4}>
        <List.Item>{t('cashOut.ruleFee', { percent: feePercent })}</List.Item>
        <List.Item>{t('cashOut.ruleMax', { amount: formatPrice(info.maxAmount) })}</List.Item>
        <List.Item>{t('cashOut.rulePerDay', { n: info.withdrawalsPerDay })}</List.Item>
        <List.Item>{t('cashOut.ruleDays', { n: info.payoutBusinessDays })}</List.Item>
      </List>

      {done && (
        <Alert color="teal" role="status" title={t('cashOut.doneTitle')}>
          <Text size="sm">
            {t('cashOut.done', {
              amount: formatPrice(done.amount),
              fee: formatPrice(done.fee),
              payout: formatPrice(done.payout),
              date: formatDate(done.expectedBy),
            })}
          </Text>
        </Alert>
      )}
      {refusal && (
        <Alert color="red" role="alert">
          {t(`cashOut.refusal.${refusal}`)}
        </Alert>
      )}

      {!info.availableToday ? (
        <Alert color="yellow" role="alert" title={t('cashOut.refusal.WITHDRAWAL_ALREADY_TODAY')}>
          {info.lastWithdrawal &&
            t('cashOut.lastWithdrawal', {
              amount: formatPrice(info.lastWithdrawal.amount),
              date: formatDate(info.lastWithdrawal.requestedAt),
            })}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Controller
              control={form.control}
              name="amount"
              render={({ field }) => (
                <NumberInput
                  label={t('cashOut.amount')}
                  suffix={t('topUp.wonSuffix')}
                  thousandSeparator=","
                  allowDecimal={false}
                  allowNegative={false}
                  hideControls
                  name={field.name}
                  ref={field.ref}
                  value={field.value ?? ''}
                  onBlur={field.onBlur}
                  onChange={(value) =>
                    field.onChange(typeof value === 'number' ? value : undefined)
                  }
                  error={form.errorOf('amount')}
                />
              )}
            />
            {typeof amount === 'number' && amount > 0 && (
              <Text size="sm" data-testid="fee-preview">
                {t('cashOut.feePreview', {
                  fee: formatPrice(paid(amount).fee),
                  payout: formatPrice(paid(amount).payout),
                })}
              </Text>
            )}
            <Controller
              control={form.control}
              name="method"
              render={({ field }) => (
                <Radio.Group
                  label={t('cashOut.method')}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                >
                  <Stack gap="xs" mt="xs">
                    {(['BANK_TRANSFER', 'PAYPAL'] as const).map((value) => (
                      <Radio
                        key={value}
                        value={value}
                        label={t(`cashOut.methods.${value}`)}
                        description={t('cashOut.methodFee', {
                          fee: formatPrice(methodFee(value)),
                        })}
                      />
                    ))}
                  </Stack>
                </Radio.Group>
              )}
            />
            {method === 'PAYPAL' ? (
              <TextInput
                type="email"
                label={t('cashOut.paypalEmail')}
                autoComplete="email"
                error={form.errorOf('paypalEmail')}
                {...form.register('paypalEmail')}
              />
            ) : (
              <>
                <TextInput
                  label={t('cashOut.bankName')}
                  error={form.errorOf('bankName')}
                  {...form.register('bankName')}
                />
                <TextInput
                  label={t('cashOut.accountHolder')}
                  autoComplete="name"
                  error={form.errorOf('accountHolder')}
                  {...form.register('accountHolder')}
                />
                <TextInput
                  label={t('cashOut.accountNumber')}
                  inputMode="numeric"
                  error={form.errorOf('accountNumber')}
                  {...form.register('accountNumber')}
                />
              </>
            )}
            <Group>
              <Button type="submit">{t('cashOut.next')}</Button>
            </Group>
          </Stack>
        </form>
      )}

      <Dialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('cashOut.confirmTitle')}
      >
        {confirming && (
          <Stack gap="md">
            <Table variant="vertical" withRowBorders>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th>{t('cashOut.amount')}</Table.Th>
                  <Table.Td>
                    <Price amountKrw={confirming.amount} />
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('cashOut.fee')}</Table.Th>
                  <Table.Td>
                    <Price amountKrw={paid(confirming.amount).fee} />
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('cashOut.payout')}</Table.Th>
                  <Table.Td>
                    <Price amountKrw={paid(confirming.amount).payout} fw={700} />
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('cashOut.balanceAfter')}</Table.Th>
                  <Table.Td>
                    <Price amountKrw={balance - confirming.amount} />
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <DialogActions
              confirm={t('cashOut.confirm')}
              onConfirm={confirm}
              onCancel={() => setConfirming(null)}
              cancel={t('cashOut.back')}
              loading={withdraw.isPending}
              autoFocus="confirm"
            />
          </Stack>
        )}
      </Dialog>
    </Stack>
  );
}
