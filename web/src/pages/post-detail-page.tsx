import { Alert, Button, Container, Stack } from '@mantine/core';
import type { PostType } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle/PageTitle';
import { PostComments } from '../features/comments/components/PostComments/PostComments';
import { NotFound } from '../components/StatusPage/StatusPage';
import { usePostDetail } from '../features/catalogue/api/use-post-detail';
import { PostDetail, PostDetailSkeleton } from '../features/catalogue/components/PostDetail';
import { parseSeqParam } from '@/lib/browser/search-params';
import { useErrorToast } from '@/lib/toasts/use-error-toast';
import { toApiError } from '@/lib/api/api-error';

export interface PostDetailPageProps {
  postType: PostType;
  /** The `{postSeq}` of the address, as text. */
  postSeq: string;
}

/**
 * /subscriptions/{postSeq}, /ecoupons/{postSeq}, /digital-codes/{postSeq}: the post with its
 * seller and add-to-cart. An address that names no post of this type shows the not-found page.
 */
export default function PostDetailPage({ postType, postSeq }: PostDetailPageProps) {
  const { t } = useTranslation('catalogue');
  const seq = parseSeqParam(postSeq);
  const detail = usePostDetail(postType, seq);

  const error = detail.isError ? toApiError(detail.error) : null;
  const missing = seq === null || error?.code === 'NOT_FOUND' || error?.status === 404;
  useErrorToast(detail.isError && !missing, 'loadContents');

  if (missing) return <NotFound />;

  return (
    <Container size="lg" py="lg">
      {detail.data ? (
        <>
          <PostDetail post={detail.data} />
          <PostComments
            postType={postType}
            postSeq={detail.data.seq}
            sellerSeq={detail.data.seller.seq}
          />
        </>
      ) : error ? (
        <Stack gap="lg">
          <PageTitle>{t('routes.postDetail', { ns: 'common' })}</PageTitle>
          <Alert color="red" variant="light" title={t('detail.error')} role="alert">
            <Button variant="default" size="xs" mt="xs" onClick={() => void detail.refetch()}>
              {t('actions.retry')}
            </Button>
          </Alert>
        </Stack>
      ) : (
        <PostDetailSkeleton />
      )}
    </Container>
  );
}
