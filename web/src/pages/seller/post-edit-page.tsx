import { Alert } from '@mantine/core';
import type { PostType } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { isEditable } from '@/features/seller-listings/components/SellerPostDetail/SellerPostDetail';
import { SellerPostScreen } from '@/features/seller-listings/components/SellerPostScreen/SellerPostScreen';
import { sellerPostPath } from '@/lib/addresses';
import { lazyPart } from '@/lib/ui/lazy-part';

// In a chunk of its own with the form library, out of the page's first load (lib/ui/lazy-part.tsx).
const PostForm = lazyPart(
  () =>
    import('@/features/seller-listings/components/PostForm/PostForm').then(
      (module) => module.PostForm,
    ),
  { height: 640 },
);

export interface PostEditPageProps {
  postType: PostType;
  postSeq: string;
}

/** /seller/{type}/{postSeq}/edit: the post's form; a sold coupon or code, or an ended party, says it cannot be edited. */
export default function PostEditPage({ postType, postSeq }: PostEditPageProps) {
  const { t } = useTranslation('sellerListings');
  const [, navigate] = useLocation();
  return (
    <SellerPostScreen postType={postType} postSeq={postSeq} title={t('edit.title')}>
      {(post) =>
        isEditable(post) ? (
          <PostForm
            postType={postType}
            initial={post}
            onSaved={(saved) => navigate(sellerPostPath(postType, saved.seq))}
          />
        ) : (
          <Alert color="gray" variant="light" role="status">
            {t(postType === 'SUBSCRIPTION' ? 'detail.endedNotEditable' : 'detail.soldNotEditable')}
          </Alert>
        )
      }
    </SellerPostScreen>
  );
}
