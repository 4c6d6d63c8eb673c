import { Anchor, Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageLoader } from '@/components/PageLoader/PageLoader';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { ProfileImageForm } from '@/features/account/components/ProfileImageForm/ProfileImageForm';
import { ReferralCard } from '@/features/account/components/ReferralCard/ReferralCard';
import { useSession } from '@/lib/session/session';
import { lazyPart } from '@/lib/ui/lazy-part';
import { pathTo } from '@/lib/addresses';

// In a chunk of their own with the form library, out of the page's first load (lib/ui/lazy-part.tsx).
const forms = () => import('@/features/account/components/ProfileForms/ProfileForms');
const NicknameForm = lazyPart(() => forms().then((m) => m.NicknameForm), { height: 110 });
const PasswordForm = lazyPart(() => forms().then((m) => m.PasswordForm), { height: 200 });
const PhoneForm = lazyPart(() => forms().then((m) => m.PhoneForm), { height: 110 });
const CountriesForm = lazyPart(() => forms().then((m) => m.CountriesForm), { height: 110 });
const NewsletterForm = lazyPart(() => forms().then((m) => m.NewsletterForm), { height: 60 });

/** /my/profile: each field of the profile saved on its own, and the referral link. */
export default function ProfilePage() {
  const { t } = useTranslation(['account', 'common']);
  const { user } = useSession();
  return (
    <Container size="sm" py="lg">
      <Stack gap="lg">
        <PageTitle>{t('common:routes.myProfile')}</PageTitle>
        {!user ? (
          <PageLoader />
        ) : (
          <>
            <ProfileImageForm user={user} />
            <NicknameForm user={user} />
            <PasswordForm />
            <PhoneForm user={user} />
            <CountriesForm user={user} />
            <NewsletterForm user={user} />
            <ReferralCard />
            <Anchor component={Link} href={pathTo('/remove-account')} c="red.9" size="sm">
              {t('common:routes.removeAccount')}
            </Anchor>
          </>
        )}
      </Stack>
    </Container>
  );
}
