import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AuthPanel } from '../features/auth/components/AuthPanel/AuthPanel';
import { useRedirectParam } from '../lib/browser/search-params';
import { lazyPart } from '../lib/ui/lazy-part';
import { pathTo, withSearch } from '@/lib/addresses';

// In a chunk of its own with the form library, out of the page's first load (lib/ui/lazy-part.tsx).
const LoginForm = lazyPart(
  () =>
    import('../features/auth/components/LoginForm/LoginForm').then((module) => module.LoginForm),
  { height: 330 },
);

/**
 * /login (SPEC §2, guests only): e-mail sign-in with stay-logged-in, Naver and Kakao, and the ways
 * to an account or a new password. `redirect` is validated: an outside address falls back to ''.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const redirect = useRedirectParam();

  return (
    <AuthPanel
      title={t('routes.login')}
      footer={
        <Group justify="space-between" gap="xs" px="xs">
          <Text size="sm">
            {t('login.noAccount')}{' '}
            <Anchor
              component={Link}
              href={withSearch(pathTo('/create-account'), { redirect })}
              fw={600}
            >
              {t('login.createAccount')}
            </Anchor>
          </Text>
          <Anchor component={Link} href={pathTo('/recover-password')} size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
      }
    >
      <LoginForm redirect={redirect} />
    </AuthPanel>
  );
}
