import { Container } from '@mantine/core';
import type { PostType } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';

const titleKey = {
  SUBSCRIPTION: 'routes.subscriptions',
  COUPON: 'routes.ecoupons',
  CODE: 'routes.digitalCodes',
} as const satisfies Record<PostType, string>;

export interface PostListPageProps {
  postType: PostType;
}

/** Placeholder for /subscriptions, /ecoupons and /digital-codes (category filters, paging). */
export default function PostListPage({ postType }: PostListPageProps) {
  const { t } = useTranslation();
  return (
    <Container size="xl">
      <PageTitle>{t(titleKey[postType])}</PageTitle>
    </Container>
  );
}
