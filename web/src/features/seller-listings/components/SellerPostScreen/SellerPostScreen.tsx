import { Anchor, Skeleton, Stack } from '@mantine/core';
import type { PostType } from '@market/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoadError } from '@/components/LoadError/LoadError';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { NotFound } from '@/components/StatusPage/StatusPage';
import { toApiError } from '@/lib/api/api-error';
import { sellerPostPath } from '@/lib/addresses';
import { parseSeqParam } from '@/lib/browser/search-params';
import { useLocalized } from '@/lib/i18n/use-localized';
import { useSellerPost, type SellerPost } from '@/features/seller-listings/api';

export interface SellerPostScreenProps {
  postType: PostType;
  /** The `{postSeq}` of the address, as text. */
  postSeq: string;
  /** The screen's title (e.g. "Members"); none for the post itself, whose title is the heading. */
  title?: string;
  children: (post: SellerPost) => ReactNode;
}

/**
 * The frame of every screen about one of the seller's posts: loads it, shows not-found for an
 * address naming no post of this seller (another seller's post answers 404: nothing of it is
 * shown), the error with a retry, and a way back to the post.
 */
export function SellerPostScreen({ postType, postSeq, title, children }: SellerPostScreenProps) {
  const { t } = useTranslation('sellerListings');
  const localized = useLocalized();
  const seq = parseSeqParam(postSeq);
  const post = useSellerPost(postType, seq);
  const error = post.isError ? toApiError(post.error) : null;
  const missing =
    seq === null ||
    error?.code === 'NOT_FOUND' ||
    error?.status === 404 ||
    error?.status === 403 ||
    (post.data !== undefined && post.data.type !== postType);

  if (missing) return <NotFound />;
  if (error) {
    return (
      <Stack gap="lg" p="md">
        <PageTitle>{title ?? t('detail.title')}</PageTitle>
        <LoadError onRetry={() => void post.refetch()} />
      </Stack>
    );
  }
  if (!post.data) {
    return (
      <Stack gap="md" p="md" aria-busy>
        <Skeleton height={36} width="60%" />
        <Skeleton height={200} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg" p="md">
      {title ? (
        <Stack gap={4}>
          <Anchor component={Link} href={sellerPostPath(postType, post.data.seq)} size="sm">
            ← {localized(post.data.title)}
          </Anchor>
          <PageTitle>{title}</PageTitle>
        </Stack>
      ) : null}
      {children(post.data)}
    </Stack>
  );
}
