import type { PostType } from '@market/domain';
import { SellerPostDetail } from '@/features/seller-listings/components/SellerPostDetail/SellerPostDetail';
import { SellerPostScreen } from '@/features/seller-listings/components/SellerPostScreen/SellerPostScreen';

export interface PostPageProps {
  postType: PostType;
  postSeq: string;
}

/** /seller/{type}/{postSeq}: one of the seller's posts and what can be done with it. */
export default function PostPage({ postType, postSeq }: PostPageProps) {
  return (
    <SellerPostScreen postType={postType} postSeq={postSeq}>
      {(post) => <SellerPostDetail post={post} />}
    </SellerPostScreen>
  );
}
