import { StoreFrame } from '../features/stores/components/StoreFrame/StoreFrame';
import { StoreStats } from '../features/stores/components/StoreStats/StoreStats';
import { useSellerSeqParam } from '../features/stores/hooks/use-seller-seq-param';

/** /stores/{sellerSeq}/stats: the seller's sales and refunds by post type. */
export default function StoreStatsPage() {
  const sellerSeq = useSellerSeqParam();
  return (
    <StoreFrame sellerSeq={sellerSeq} section="stats">
      {sellerSeq !== null && <StoreStats sellerSeq={sellerSeq} />}
    </StoreFrame>
  );
}
