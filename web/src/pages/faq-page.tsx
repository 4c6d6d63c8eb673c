import { Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle/PageTitle';
import { FaqList } from '../features/content/components/FaqList/FaqList';

/** /faq: frequently asked questions by category and keyword, paged. */
export default function FaqPage() {
  const { t } = useTranslation(['content', 'common']);
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <div>
          <PageTitle>{t('common:routes.faq')}</PageTitle>
          <Text c="dimmed" mt={4}>
            {t('faq.intro')}
          </Text>
        </div>
        <FaqList />
      </Stack>
    </Container>
  );
}
