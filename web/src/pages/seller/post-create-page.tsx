import { Stack } from '@mantine/core';
import type { PostType } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { SellerPostScreen } from '@/features/seller-listings/components/SellerPostScreen/SellerPostScreen';
import { sellerPostPath } from '@/lib/addresses';
import { useSeqParam } from '@/lib/browser/search-params';
import { lazyPart } from '@/lib/ui/lazy-part';

// In a chunk of its own with the form library, out of the page's first load (lib/ui/lazy-part.tsx).
const PostForm = lazyPart(
  () =>
    import('@/features/seller-listings/components/PostForm/PostForm').then(
      (module) => module.PostForm,
    ),
  { height: 640 },
);

export interface PostCreatePageProps {
  postType: PostType;
}

/**
 * /seller/{type}/create: a new post, or with `?sourcePost=` a copy of one of the seller's posts
 * (another seller's post shows not-found).
 */
export default function PostCreatePage({ postType }: PostCreatePageProps) {
  const { t } = useTranslation('sellerListings');
  const [, navigate] = useLocation();
  const sourcePost = useSeqParam('sourcePost');
  const title = t(`create.title.${postType}`);
  const onSaved = (post: { seq: number }) => navigate(sellerPostPath(postType, post.seq));

  if (sourcePost !== null) {
    return (
      <SellerPostScreen postType={postType} postSeq={String(sourcePost)} title={title}>
        {(source) => <PostForm postType={postType} initial={source} copy onSaved={onSaved} />}
      </SellerPostScreen>
    );
  }
  return (
    <Stack gap="lg" p="md">
      <PageTitle>{title}</PageTitle>
      <PostForm postType={postType} onSaved={onSaved} />
    </Stack>
  );
}
