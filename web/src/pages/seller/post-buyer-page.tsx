import { Alert, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError/LoadError';
import { useBuyerInfo } from '@/features/seller-listings/api';
import { SellerPostScreen } from '@/features/seller-listings/components/SellerPostScreen/SellerPostScreen';
import { lazyPart } from '@/lib/ui/lazy-part';

// In a chunk of its own with its dialog and the form library, out of the page's first load (lib/ui/lazy-part.tsx).
const BuyerPanel = lazyPart(
  () =>
    import('@/features/seller-listings/components/BuyerPanel/BuyerPanel').then(
      (module) => module.BuyerPanel,
    ),
  { height: 300 },
);

export interface PostBuyerPageProps {
  postType: 'COUPON' | 'CODE';
  postSeq: string;
}

/** /seller/{ecoupons|digital-codes}/{postSeq}/buyer: who bought it, and cancelling the sale. */
export default function PostBuyerPage({ postType, postSeq }: PostBuyerPageProps) {
  const { t } = useTranslation('sellerListings');
  return (
    <SellerPostScreen postType={postType} postSeq={postSeq} title={t('buyer.title')}>
      {(post) => <Buyer postType={postType} postSeq={post.seq} sold={post.status === 'SOLD'} />}
    </SellerPostScreen>
  );
}

function Buyer({
  postType,
  postSeq,
  sold,
}: {
  postType: 'COUPON' | 'CODE';
  postSeq: number;
  sold: boolean;
}) {
  const { t } = useTranslation('sellerListings');
  const info = useBuyerInfo(postType, postSeq, sold);
  if (!sold) return <Alert color="gray">{t('buyer.unsold')}</Alert>;
  if (info.isError) return <LoadError onRetry={() => void info.refetch()} />;
  if (!info.data) return <Skeleton height={160} />;
  return <BuyerPanel postType={postType} postSeq={postSeq} info={info.data} />;
}
