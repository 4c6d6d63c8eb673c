import { Container } from '@mantine/core';
import { TermsView } from '../features/content/components/TermsView/TermsView';

export interface TermsPageProps {
  /** GENERAL for /terms/terms-of-use, PRIVACY for /terms/privacy-policy (set by the router). */
  termsType: 'GENERAL' | 'PRIVACY';
}

/** Both terms pages (GET /api/terms/view?type=…). */
export default function TermsPage({ termsType }: TermsPageProps) {
  return (
    <Container size="md" py="lg">
      {/* A new key per type: the other document's data never shows under this address. */}
      <TermsView key={termsType} type={termsType} />
    </Container>
  );
}
