import { Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle/PageTitle';
import { OurServiceList } from '../features/content/components/OurServiceList/OurServiceList';

/** /our-services: the company's other apps and services. */
export default function OurServicesPage() {
  const { t } = useTranslation(['content', 'common']);
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <div>
          <PageTitle>{t('common:routes.ourServices')}</PageTitle>
          <Text c="dimmed" mt={4}>
            {t('ourServices.intro')}
          </Text>
        </div>
        <OurServiceList />
      </Stack>
    </Container>
  );
}
