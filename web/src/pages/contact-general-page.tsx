import { Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PageTitle } from '../components/PageTitle/PageTitle';
import { useCategoryParam } from '../features/inquiries/hooks/use-inquiry-search';
import { useSession } from '../lib/session/session';
import { lazyPart } from '../lib/ui/lazy-part';
import { pathTo } from '@/lib/addresses';

// In a chunk of its own with the form library, out of the page's first load (lib/ui/lazy-part.tsx).
const InquiryForm = lazyPart(
  () =>
    import('../features/inquiries/components/InquiryForm/InquiryForm').then(
      (module) => module.InquiryForm,
    ),
  { height: 420 },
);

/** /contact/general (`?category=`): ask a question; once sent, the member's inquiries follow. */
export default function ContactGeneralPage() {
  const { t } = useTranslation(['inquiries', 'common']);
  const category = useCategoryParam();
  const { user } = useSession();
  const [, navigate] = useLocation();
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <div>
          <PageTitle>{t('common:routes.contactGeneral')}</PageTitle>
          <Text c="dimmed" mt={4}>
            {t('form.intro')}
          </Text>
        </div>
        <InquiryForm
          key={user?.email ?? ''}
          category={category}
          email={user?.email ?? ''}
          onSent={() => navigate(pathTo('/my/contact'))}
        />
      </Stack>
    </Container>
  );
}
