import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { passwordRecoveryFormSchema } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { toApiError } from '@/lib/api/api-error';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { serverFieldErrors, useRequestPasswordRecovery } from '@/features/auth/api';
import { DevHint } from '../DevHint/DevHint';
import { pathTo } from '@/lib/addresses';

/**
 * Ask for a password reset link (SPEC §2 /recover-password). The server answers alike whether
 * or not the address has an account, so the success message says "if". A failure shows the
 * 'send verification e-mail failed' toast (and, when the address is asking too often, says so on
 * the field).
 */
export function PasswordRecoveryForm() {
  const { t } = useTranslation('auth');
  const recovery = useRequestPasswordRecovery();
  const form = useZodForm(passwordRecoveryFormSchema, { defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit((body) =>
    recovery.mutate(
      { body },
      {
        onError: (error) => {
          const refusals = serverFieldErrors(toApiError(error), ['email'], {
            RATE_LIMITED: { field: 'email', message: 'auth.errors.rateLimited' },
          });
          refusals.forEach(({ field, message }) =>
            form.setError(field, { type: 'server', message }, { shouldFocus: true }),
          );
        },
      },
    ),
  );

  const again = () => {
    recovery.reset();
    form.reset();
  };

  if (recovery.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="teal" title={t('recover.sentTitle')} role="status">
          {t('recover.sentBody', { email: form.getValues('email').trim() })}
        </Alert>
        <DevHint>{t('recover.devOutbox')}</DevHint>
        <Group justify="space-between" gap="xs">
          <Button variant="default" onClick={again}>
            {t('recover.sendAgain')}
          </Button>
          <Button component={Link} href={pathTo('/login')}>
            {t('recover.backToLogin')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('recover.email')}
          type="email"
          autoComplete="email"
          required
          error={form.errorOf('email')}
          {...form.register('email')}
        />
        <Button type="submit" loading={recovery.isPending} fullWidth size="md">
          {t('recover.submit')}
        </Button>
      </Stack>
    </form>
  );
}
