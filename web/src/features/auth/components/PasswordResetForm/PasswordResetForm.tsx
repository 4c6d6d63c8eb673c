import { Button, Stack } from '@mantine/core';
import { passwordResetFormSchema } from '@market/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { toApiError } from '@/lib/api/api-error';
import { clearSession } from '@/lib/session/session-store';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useResetPassword } from '@/features/auth/api';
import { NewPasswordFields } from '../NewPasswordFields/NewPasswordFields';
import { AuthStatus } from '../AuthStatus/AuthStatus';
import { pathTo } from '@/lib/addresses';

export interface PasswordResetFormProps {
  /** The code of the reset link (`/reset-password?code=…`); the page shows none without one. */
  code: string;
}

/**
 * Set a new password with the code of a reset link (SPEC §2 /reset-password): the password twice,
 * checked by domain's passwordResetFormSchema. Success goes to /login with a message; a link that
 * expired or was used says so and offers a new one instead of the form.
 */
export function PasswordResetForm({ code }: PasswordResetFormProps) {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const reset = useResetPassword();
  const form = useZodForm(passwordResetFormSchema, {
    defaultValues: { password: '', passwordRepeat: '' },
  });
  const linkInvalid = reset.isError && toApiError(reset.error).code === 'RESET_CODE_INVALID';

  const onSubmit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { body: { code, password } },
      {
        onSuccess: () => {
          // The server signs the member out everywhere: a session kept here would be dead.
          clearSession();
          queryClient.clear();
          navigate(pathTo('/login'), { replace: true });
        },
      },
    ),
  );

  if (linkInvalid) {
    return (
      <AuthStatus
        state="failed"
        title={t('reset.missingCode.title')}
        body={t('reset.invalidCode')}
        action={{ label: t('reset.requestNew'), href: pathTo('/recover-password') }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <NewPasswordFields form={form} purpose="reset" />
        <Button type="submit" loading={reset.isPending} fullWidth size="md">
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
