import { Container } from '@mantine/core';
import type { SnsProvider } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../components/PageLoader';
import { PageTitle } from '../components/PageTitle';

export interface SnsLoginPageProps {
  provider: SnsProvider;
}

/** Placeholder for /login/naver and /login/kakao (search `code`; guests only). */
export default function SnsLoginPage(_props: SnsLoginPageProps) {
  const { t } = useTranslation();
  return (
    <Container size="xs">
      <PageTitle>{t('routes.snsLogin')}</PageTitle>
      <PageLoader />
    </Container>
  );
}
