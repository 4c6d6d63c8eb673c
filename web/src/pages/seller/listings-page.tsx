import { Stack } from '@mantine/core';
import type { PostType } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { SellerPostList } from '@/features/seller-listings/components/SellerPostList/SellerPostList';

export interface ListingsPageProps {
  postType: PostType;
}

const titleKey = {
  SUBSCRIPTION: 'nav.subscriptions',
  COUPON: 'nav.ecoupons',
  CODE: 'nav.digitalCodes',
} as const satisfies Record<PostType, string>;

/** /seller/subscriptions, /seller/ecoupons, /seller/digital-codes: the seller's own posts. */
export default function ListingsPage({ postType }: ListingsPageProps) {
  const { t } = useTranslation('seller');
  return (
    <Stack gap="lg" p="md">
      <PageTitle id="seller-list-title">{t(titleKey[postType])}</PageTitle>
      <SellerPostList key={postType} postType={postType} headingId="seller-list-title" />
    </Stack>
  );
}
