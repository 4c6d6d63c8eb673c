import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';

export interface TermsPageProps {
  /** GENERAL for /terms/terms-of-use, PRIVACY for /terms/privacy-policy. */
  termsType: 'GENERAL' | 'PRIVACY';
}

/** Placeholder for both terms pages (GET /api/terms/view?type=…). */
export default function TermsPage({ termsType }: TermsPageProps) {
  const { t } = useTranslation();
  return (
    <Container size="md">
      <PageTitle>
        {t(termsType === 'GENERAL' ? 'routes.termsOfUse' : 'routes.privacyPolicy')}
      </PageTitle>
    </Container>
  );
}
