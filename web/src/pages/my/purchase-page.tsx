import { Container, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError/LoadError';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { NotFound } from '@/components/StatusPage/StatusPage';
import { usePurchase, type SecretPostType } from '@/features/orders/api';
import { PurchaseDetail } from '@/features/orders/components/PurchaseDetail/PurchaseDetail';
import { toApiError } from '@/lib/api/api-error';
import { parseSeqParam } from '@/lib/browser/search-params';
import { useLocalized } from '@/lib/i18n/use-localized';

export interface PurchasePageProps {
  postType: SecretPostType;
  /** The `{orderSeq}` of the address (the purchased item), as text. */
  orderSeq: string;
}

/**
 * /my/ecoupons/{orderSeq} and /my/digital-codes/{orderSeq}: one bought coupon or code with its
 * secret, review and refund. Another member's or an unknown purchase is not found.
 */
export default function PurchasePage({ postType, orderSeq }: PurchasePageProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const seq = parseSeqParam(orderSeq) ?? 0;
  const query = usePurchase(postType, seq);
  const error = query.isError ? toApiError(query.error) : null;
  if (seq === 0 || error?.status === 404 || error?.status === 400) return <NotFound />;

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <PageTitle>
          {query.data ? localized(query.data.post.title) : t('routes.myPurchase')}
        </PageTitle>
        {query.data ? (
          <PurchaseDetail purchase={query.data} />
        ) : error ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : (
          <Stack gap="sm" aria-busy="true">
            <Skeleton height={120} radius="md" />
            <Skeleton height={160} radius="md" />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
