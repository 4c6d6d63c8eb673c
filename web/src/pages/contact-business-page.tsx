import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle/PageTitle';
import { BusinessContact } from '../features/content/components/BusinessContact/BusinessContact';

/** /contact/business: how companies reach the business team, and the company's details. */
export default function ContactBusinessPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <PageTitle>{t('routes.contactBusiness')}</PageTitle>
        <BusinessContact />
      </Stack>
    </Container>
  );
}
