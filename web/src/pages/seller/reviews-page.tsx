import { Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { SellerReviewList } from '@/features/seller-business/components/SellerReviewList/SellerReviewList';

/** /seller/reviews: the reviews of the seller's posts by keyword and tone, paged, with answers. */
export default function SellerReviewsPage() {
  const { t } = useTranslation(['sellerBusiness', 'common']);
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <div>
          <PageTitle>{t('common:routes.sellerReviews')}</PageTitle>
          <Text c="dimmed" mt={4}>
            {t('reviews.intro')}
          </Text>
        </div>
        <SellerReviewList />
      </Stack>
    </Container>
  );
}
