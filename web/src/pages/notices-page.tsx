import { Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle/PageTitle';
import { NoticeList } from '../features/notices/components/NoticeList/NoticeList';

/** /notices: the notice board, searchable and paged; `?activeItem=` opens one notice. */
export default function NoticesPage() {
  const { t } = useTranslation(['content', 'common']);
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <div>
          <PageTitle>{t('common:routes.notices')}</PageTitle>
          <Text c="dimmed" mt={4}>
            {t('notices.intro')}
          </Text>
        </div>
        <NoticeList />
      </Stack>
    </Container>
  );
}
