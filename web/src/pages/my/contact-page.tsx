import { Button, Container, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { InquiryList } from '@/features/inquiries/components/InquiryList/InquiryList';
import { pathTo } from '@/lib/addresses';

/** /my/contact: the member's inquiries by category and keyword, paged, answered or not. */
export default function ContactPage() {
  const { t } = useTranslation(['inquiries', 'common']);
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <PageTitle>{t('common:routes.myContact')}</PageTitle>
          <Button component={Link} href={pathTo('/contact/general')}>
            {t('list.ask')}
          </Button>
        </Group>
        <InquiryList />
      </Stack>
    </Container>
  );
}
