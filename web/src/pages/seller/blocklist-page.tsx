import { Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { Title } from '@mantine/core';
import { Blocklist } from '@/features/seller-business/components/Blocklist/Blocklist';
import { lazyPart } from '@/lib/ui/lazy-part';

// In a chunk of its own with the form library, out of the page's first load (lib/ui/lazy-part.tsx).
const BlockMemberForm = lazyPart(
  () =>
    import('@/features/seller-business/components/BlockMemberForm/BlockMemberForm').then(
      (module) => module.BlockMemberForm,
    ),
  { height: 160 },
);

/** /seller/blocklist: block a member with a reason, and the members blocked, to unblock. */
export default function SellerBlocklistPage() {
  const { t } = useTranslation(['sellerBusiness', 'common']);
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <div>
          <PageTitle>{t('common:routes.sellerBlocklist')}</PageTitle>
          <Text c="dimmed" mt={4}>
            {t('blocklist.intro')}
          </Text>
        </div>
        <Stack component="section" gap="sm" aria-labelledby="block-member-heading">
          <Title order={2} size="h3" id="block-member-heading">
            {t('blocklist.formHeading')}
          </Title>
          <BlockMemberForm />
        </Stack>
        <Stack component="section" gap="sm" aria-labelledby="blocked-members-heading">
          <Title order={2} size="h3" id="blocked-members-heading">
            {t('blocklist.listHeading')}
          </Title>
          <Blocklist />
        </Stack>
      </Stack>
    </Container>
  );
}
