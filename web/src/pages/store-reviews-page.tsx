import { useSellerProfile } from '../features/stores/api';
import { StoreFrame } from '../features/stores/components/StoreFrame/StoreFrame';
import { StoreReviewList } from '../features/stores/components/StoreReviewList/StoreReviewList';
import { useSellerSeqParam } from '../features/stores/hooks/use-seller-seq-param';

/** /stores/{sellerSeq}/reviews: buyers' reviews of the seller, all, positive or negative, paged. */
export default function StoreReviewsPage() {
  const sellerSeq = useSellerSeqParam();
  return (
    <StoreFrame sellerSeq={sellerSeq} section="reviews">
      {sellerSeq !== null && <ReviewsWithCounts sellerSeq={sellerSeq} />}
    </StoreFrame>
  );
}

/** The review list with the seller's review counts (already in the cache from the frame). */
function ReviewsWithCounts({ sellerSeq }: { sellerSeq: number }) {
  const { data: seller } = useSellerProfile(sellerSeq);
  const counts = seller
    ? { positive: seller.positiveReviewCount, negative: seller.negativeReviewCount }
    : undefined;
  return <StoreReviewList sellerSeq={sellerSeq} counts={counts} />;
}
