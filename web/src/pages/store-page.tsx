import { SellerPostList } from '../features/stores/components/SellerPostList';
import { StoreFrame } from '../features/stores/components/StoreFrame';
import { useSellerSeqParam } from '../features/stores/hooks/use-seller-seq-param';

/** /stores/{sellerSeq}: the seller's profile and their posts, searchable by keyword and paged. */
export default function StorePage() {
  const sellerSeq = useSellerSeqParam();
  return (
    <StoreFrame sellerSeq={sellerSeq} section="posts">
      {sellerSeq !== null && <SellerPostList sellerSeq={sellerSeq} />}
    </StoreFrame>
  );
}
