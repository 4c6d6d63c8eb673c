import { useTranslation } from 'react-i18next';
import { RenewParty } from '../../features/seller-listings/components/RenewParty';
import { SellerPostScreen } from '../../features/seller-listings/components/SellerPostScreen';

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
