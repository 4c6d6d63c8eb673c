import { useTranslation } from 'react-i18next';
import { SellerPostScreen } from '@/features/seller-listings/components/SellerPostScreen/SellerPostScreen';
import { lazyPart } from '@/lib/ui/lazy-part';

// In a chunk of its own with the form library, out of the page's first load (lib/ui/lazy-part.tsx).
const RenewParty = lazyPart(
  () =>
    import('@/features/seller-listings/components/RenewParty/RenewParty').then(
      (module) => module.RenewParty,
    ),
  { height: 520 },
);

export interface PartyRenewPageProps {
  postSeq: string;
}

/** /seller/subscriptions/{postSeq}/renew: renew an expiring party, then who agreed. */
export default function PartyRenewPage({ postSeq }: PartyRenewPageProps) {
  const { t } = useTranslation('sellerListings');
  return (
    <SellerPostScreen postType="SUBSCRIPTION" postSeq={postSeq} title={t('renew.title')}>
      {(post) => (post.type === 'SUBSCRIPTION' ? <RenewParty party={post} /> : null)}
    </SellerPostScreen>
  );
}
