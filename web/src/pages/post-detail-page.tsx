import { Container } from '@mantine/core';
import type { PostType } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';

export interface PostDetailPageProps {
  postType: PostType;
  /** The `{postSeq}` of the address, as text. */
  postSeq: string;
}

/** Placeholder for /subscriptions/{postSeq}, /ecoupons/{postSeq}, /digital-codes/{postSeq}. */
export default function PostDetailPage(_props: PostDetailPageProps) {
  const { t } = useTranslation();
  return (
    <Container size="xl">
      <PageTitle>{t('routes.postDetail')}</PageTitle>
    </Container>
  );
}
