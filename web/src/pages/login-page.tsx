import {
  Anchor,
  Button,
  Checkbox,
  Container,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { loginFormSchema } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageTitle } from '../components/PageTitle';
import { tsr } from '../lib/api-client';
import { notifyError } from '../lib/notify';
import { useRedirectParam } from '../lib/search-params';
import { useSession } from '../lib/session';
import { useZodForm } from '../lib/use-zod-form';

/**
 * Sign-in by e-mail (SPEC §2 /login): domain's loginFormSchema validates with its message
 * keys; success stores the token (90 days with stay-logged-in) and returns to `redirect` (validated:
 * an outside address falls back to the main page).
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const redirect = useRedirectParam();
  const { signIn } = useSession();
  const form = useZodForm(loginFormSchema, {
    defaultValues: { email: '', password: '', stayLoggedIn: false },
  });
  const login = tsr.auth.signIn.useMutation({
    onError: () => notifyError('login'),
  });

  const onSubmit = form.handleSubmit((body) =>
    login.mutate(
      { body },
      {
        onSuccess: ({ body: answer }) =>
          signIn(answer.response, { stayLoggedIn: body.stayLoggedIn, redirectTo: redirect || '/' }),
      },
    ),
  );

  return (
    <Container size={420}>
      <Stack gap="lg">
        <PageTitle ta="center">{t('routes.login')}</PageTitle>
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
            <PasswordInput
              label={t('login.password')}
              autoComplete="current-password"
              visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
              required
              error={form.errorOf('password')}
              {...form.register('password')}
            />
            <Checkbox label={t('login.stayLoggedIn')} {...form.register('stayLoggedIn')} />
            <Button type="submit" loading={login.isPending} fullWidth>
              {t('login.submit')}
            </Button>
          </Stack>
        </form>
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} href="/create-account">
              {t('login.createAccount')}
            </Anchor>
          </Text>
          <Anchor component={Link} href="/recover-password" size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
