import type { Post } from '@market/contract';
import { PostCard } from '../features/catalogue/components/PostCard/PostCard';
import { SellerPostList } from '../features/stores/components/SellerPostList/SellerPostList';
import { StoreFrame } from '../features/stores/components/StoreFrame/StoreFrame';
import { useSellerSeqParam } from '../features/stores/hooks/use-seller-seq-param';

// The catalogue's card, the same as in every other list of posts.
const renderPost = (post: Post) => <PostCard post={post} />;
const cols = { base: 1, xs: 2, md: 3, lg: 4 };

/** /stores/{sellerSeq}: the seller's profile and their posts, searchable by keyword and paged. */
export default function StorePage() {
  const sellerSeq = useSellerSeqParam();
  return (
    <StoreFrame sellerSeq={sellerSeq} section="posts">
      {sellerSeq !== null && (
        <SellerPostList sellerSeq={sellerSeq} renderPost={renderPost} cols={cols} />
      )}
    </StoreFrame>
  );
}
