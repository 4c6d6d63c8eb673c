import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError/LoadError';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { NotFound } from '@/components/StatusPage/StatusPage';
import { useSubscription } from '@/features/parties/api';
import {
  SubscriptionDetail,
  SubscriptionDetailSkeleton,
} from '@/features/parties/components/SubscriptionDetail/SubscriptionDetail';
import { toApiError } from '@/lib/api/api-error';
import { parseSeqParam } from '@/lib/browser/search-params';
import { useLocalized } from '@/lib/i18n/use-localized';
import { useNow } from '@/lib/ui/use-now';

/** /my/subscriptions/{orderSeq}: one joined party, the founder's requests and the chats. */
export default function SubscriptionPage({ orderSeq }: { orderSeq: string }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const now = useNow();
  const seq = parseSeqParam(orderSeq);
  const detail = useSubscription(seq);
  const error = detail.isError ? toApiError(detail.error) : null;
  if (seq === null || error?.status === 404) return <NotFound />;
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <PageTitle order={1} fz="h2">
          {detail.data ? localized(detail.data.post.title) : t('routes.mySubscription')}
        </PageTitle>
        {error ? (
          <LoadError onRetry={() => void detail.refetch()} />
        ) : detail.data ? (
          <SubscriptionDetail item={detail.data} now={now} />
        ) : (
          <SubscriptionDetailSkeleton />
        )}
      </Stack>
    </Container>
  );
}
