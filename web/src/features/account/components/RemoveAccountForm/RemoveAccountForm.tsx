import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  PasswordInput,
  Stack,
  Textarea,
} from '@mantine/core';
import { RemoveAccountBody } from '@market/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '@/components/Dialog/Dialog';
import { toApiError } from '@/lib/api/api-error';
import { useSession } from '@/lib/session/session';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useRemoveAccount } from '@/features/account/api/use-account';

/**
 * /remove-account: what removal keeps and for how long (SPEC §9), the reason and the password, an
 * explicit confirmation, then the member is signed out. A failure shows §8's removal toast and why.
 */
export function RemoveAccountForm() {
  const { t } = useTranslation('account');
  const { signOut } = useSession();
  const remove = useRemoveAccount();
  const [understood, setUnderstood] = useState(false);
  const [confirming, setConfirming] = useState<RemoveAccountBody | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(RemoveAccountBody, { defaultValues: { reason: '', password: '' } });

  const onSubmit = form.handleSubmit((body) => {
    setFailure(null);
    setConfirming(body);
  });
  const confirm = () => {
    if (!confirming) return;
    remove.mutate(
      { body: confirming },
      {
        onSuccess: () => signOut(),
        onError: (error) => {
          setConfirming(null);
          const code = toApiError(error).code;
          setFailure(
            code === 'CURRENT_PASSWORD_WRONG'
              ? t('remove.failure.CURRENT_PASSWORD_WRONG')
              : code === 'ACCOUNT_HAS_OPEN_TRADES'
                ? t('remove.failure.ACCOUNT_HAS_OPEN_TRADES')
                : null,
          );
        },
      },
    );
  };

  return (
    <Stack gap="lg" maw={560}>
      <Alert color="red" role="note" title={t('remove.warningTitle')}>
        <List size="sm" spacing={4}>
          <List.Item>{t('remove.ordersKept')}</List.Item>
          <List.Item>{t('remove.personalKept')}</List.Item>
          <List.Item>{t('remove.balancesLost')}</List.Item>
        </List>
      </Alert>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Textarea
            label={t('remove.reason')}
            rows={3}
            error={form.errorOf('reason')}
            {...form.register('reason')}
          />
          <PasswordInput
            label={t('remove.password')}
            autoComplete="current-password"
            error={form.errorOf('password')}
            {...form.register('password')}
          />
          <Checkbox
            label={t('remove.understood')}
            checked={understood}
            onChange={(event) => setUnderstood(event.currentTarget.checked)}
          />
          <Group>
            <Button type="submit" color="red" disabled={!understood}>
              {t('remove.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Dialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('remove.confirmTitle')}
        centered
      >
        <Stack gap="md">
          {t('remove.confirmBody')}
          <DialogActions
            confirm={t('remove.confirm')}
            onConfirm={confirm}
            onCancel={() => setConfirming(null)}
            cancel={t('remove.cancel')}
            color="red"
            loading={remove.isPending}
            autoFocus="cancel"
          />
        </Stack>
      </Dialog>
    </Stack>
  );
}
