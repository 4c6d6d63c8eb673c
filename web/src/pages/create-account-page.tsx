import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AuthPanel } from '../features/auth/components/AuthPanel/AuthPanel';
import { useRedirectParam, useStringParam } from '../lib/browser/search-params';
import { lazyPart } from '../lib/ui/lazy-part';
import { pathTo, withSearch } from '@/lib/addresses';

// In a chunk of its own with the form library, out of the page's first load (lib/ui/lazy-part.tsx).
const SignUpForm = lazyPart(
  () =>
    import('../features/auth/components/SignUpForm/SignUpForm').then((module) => module.SignUpForm),
  { height: 640 },
);

/**
 * /create-account (SPEC §2, guests only): `referrer` prefills the referral code; `redirect`, carried
 * from the sign-in page, is where the new member lands (validated, else `/`).
 */
export default function CreateAccountPage() {
  const { t } = useTranslation('auth');
  const referrer = useStringParam('referrer').trim();
  const redirect = useRedirectParam();
  const loginHref = withSearch(pathTo('/login'), { redirect });

  return (
    <AuthPanel
      title={t('routes.createAccount')}
      intro={t('createAccount.intro')}
      width="md"
      footer={
        <Text size="sm" ta="center">
          {t('createAccount.haveAccount')}{' '}
          <Anchor component={Link} href={loginHref} fw={600}>
            {t('createAccount.login')}
          </Anchor>
        </Text>
      }
    >
      {/* A different referral link is a fresh form (its prefill is a default value). */}
      <SignUpForm key={referrer} referrer={referrer} redirect={redirect || pathTo('/')} />
    </AuthPanel>
  );
}
