import { Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PostType } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PagedList } from '@/components/PagedList/PagedList';
import { loginPathFor } from '@/lib/addresses';
import { useCurrentAddress, usePageParam } from '@/lib/browser/search-params';
import { useSession } from '@/lib/session/session';
import { useCommentMutations, useComments } from '@/features/comments/api';
import { LazyCommentForm } from '../lazy-parts';
import { CommentItem } from '../CommentItem/CommentItem';

export interface PostCommentsProps {
  postType: PostType;
  postSeq: number;
  /** The post's seller, who replies to comments. */
  sellerSeq: number;
}

/**
 * The comments under a post (a `section`): the form to write one (signed-in members; guests get
 * a link to sign in and come back), and one page of comments, oldest first, with the seller's
 * replies, following `?page=`.
 */
export function PostComments({ postType, postSeq, sellerSeq }: PostCommentsProps) {
  const { t } = useTranslation('comments');
  const page = usePageParam();
  const comments = useComments(postType, postSeq, page);
  const { createComment } = useCommentMutations();
  const { user, isSignedIn } = useSession();
  const currentAddress = useCurrentAddress();
  const viewerSeq = user?.seq ?? null;
  const total = comments.data?.pagination?.totalCount;

  const create = async (content: string) => {
    try {
      await createComment.mutateAsync({ body: { type: postType, typeSeq: postSeq, content } });
      return true;
    } catch {
      // The failure's toast is the mutation's (lib/mutation-toasts.ts).
      return false;
    }
  };

  return (
    <Stack component="section" gap="md" aria-labelledby="post-comments-heading" mt="xl">
      <Title order={2} size="h3" id="post-comments-heading">
        {total === undefined ? t('heading') : t('headingWithCount', { count: total })}
      </Title>
      {isSignedIn ? (
        <LazyCommentForm
          label={t('writeLabel')}
          submitLabel={t('post')}
          pending={createComment.isPending}
          onSubmit={create}
        />
      ) : (
        <Text>
          <Anchor component={Link} href={loginPathFor(currentAddress)}>
            {t('signInToComment')}
          </Anchor>
        </Text>
      )}
      <PagedList
        query={comments}
        scrollTargetId="post-comments-heading"
        skeleton={
          <Stack gap="sm" aria-busy="true">
            {[0, 1].map((row) => (
              <Skeleton key={row} height={72} radius="md" />
            ))}
          </Stack>
        }
        emptyTitle={({ totalCount }) => (totalCount > 0 ? t('pageEmpty') : t('empty'))}
        renderList={(items, listProps) => (
          <Stack component="ul" gap="sm" {...listProps}>
            {items.map((comment) => (
              <li key={comment.seq}>
                <CommentItem
                  comment={comment}
                  viewerSeq={viewerSeq}
                  viewerIsSeller={viewerSeq !== null && viewerSeq === sellerSeq}
                />
              </li>
            ))}
          </Stack>
        )}
      />
    </Stack>
  );
}
