import { useTranslation } from 'react-i18next';
import { SellerPostScreen } from '@/features/seller-listings/components/SellerPostScreen/SellerPostScreen';
import { lazyPart } from '@/lib/ui/lazy-part';

// In a chunk of its own with its dialogs and the form library, out of the page's first load (lib/ui/lazy-part.tsx).
const PartyMembers = lazyPart(
  () =>
    import('@/features/seller-listings/components/PartyMembers/PartyMembers').then(
      (module) => module.PartyMembers,
    ),
  { height: 400 },
);

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
