import { Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { SellerCommentList } from '@/features/seller-business/components/SellerCommentList/SellerCommentList';

/** /seller/comments: comments under the seller's posts by post type, with replies. */
export default function SellerCommentsPage() {
  const { t } = useTranslation(['sellerBusiness', 'common']);
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <div>
          <PageTitle>{t('common:routes.sellerComments')}</PageTitle>
          <Text c="dimmed" mt={4}>
            {t('comments.intro')}
          </Text>
        </div>
        <SellerCommentList />
      </Stack>
    </Container>
  );
}
