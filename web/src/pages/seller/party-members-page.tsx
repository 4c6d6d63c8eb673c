import { useTranslation } from 'react-i18next';
import { PartyMembers } from '../../features/seller-listings/components/PartyMembers';
import { SellerPostScreen } from '../../features/seller-listings/components/SellerPostScreen';

export interface PartyMembersPageProps {
  postSeq: string;
}

/** /seller/subscriptions/{postSeq}/members: pending, active and removed members. */
export default function PartyMembersPage({ postSeq }: PartyMembersPageProps) {
  const { t } = useTranslation('sellerListings');
  return (
    <SellerPostScreen postType="SUBSCRIPTION" postSeq={postSeq} title={t('members.title')}>
      {(post) => <PartyMembers postSeq={post.seq} />}
    </SellerPostScreen>
  );
}
