import { Button, Checkbox, Divider, Stack, TextInput } from '@mantine/core';
import { loginFormSchema } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session/session';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useSignIn } from '@/features/auth/api';
import { PasswordField } from '../PasswordField/PasswordField';
import { envSnsModes, SnsLoginButtons, type SnsModes } from '../SnsLoginButtons/SnsLoginButtons';
import { pathTo } from '@/lib/addresses';

export interface LoginFormProps {
  /** Where to go once signed in: a safe in-app path (useRedirectParam), '' for `/`. Default ''. */
  redirect?: string;
  /** How the Naver and Kakao buttons reach their provider; default from the build's env. */
  snsModes?: SnsModes;
}

/**
 * Sign-in by e-mail (SPEC §2 /login) with domain's loginFormSchema and its message keys, then the
 * Naver and Kakao buttons. Success stores the token (90 days with stay-logged-in, which the SNS
 * buttons carry too) and goes to `redirect`; a refusal shows the 'login failed' toast.
 */
export function LoginForm({ redirect = '', snsModes = envSnsModes() }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { signIn } = useSession();
  const form = useZodForm(loginFormSchema, {
    defaultValues: { email: '', password: '', stayLoggedIn: false },
  });
  const login = useSignIn();
  const stayLoggedIn = form.watch('stayLoggedIn') ?? false;

  const onSubmit = form.handleSubmit((body) =>
    login.mutate(
      { body },
      {
        onSuccess: ({ body: answer }) =>
          signIn(answer.response, {
            stayLoggedIn: body.stayLoggedIn,
            redirectTo: redirect || pathTo('/'),
          }),
      },
    ),
  );

  return (
    <Stack gap="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="email"
            required
            error={form.errorOf('email')}
            {...form.register('email')}
          />
          <PasswordField
            label={t('login.password')}
            autoComplete="current-password"
            required
            error={form.errorOf('password')}
            {...form.register('password')}
          />
          <Checkbox label={t('login.stayLoggedIn')} {...form.register('stayLoggedIn')} />
          <Button type="submit" loading={login.isPending} fullWidth size="md">
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      {Object.values(snsModes).some(Boolean) && (
        <Stack gap="md">
          <Divider label={t('login.or')} labelPosition="center" />
          <SnsLoginButtons redirect={redirect} stayLoggedIn={stayLoggedIn} modes={snsModes} />
        </Stack>
      )}
    </Stack>
  );
}
