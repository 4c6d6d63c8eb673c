import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { SellerChat } from '@/features/chat/components/SellerChat/SellerChat';

/** /seller/chats/{roomId}: one of the seller's rooms, live. */
export default function SellerChatRoomPage({ roomId }: { roomId: string }) {
  const { t } = useTranslation();
  return (
    <SellerChat roomId={roomId}>
      {(title) => (
        <PageTitle order={1} fz="h3">
          {title ? `${t('routes.sellerChat')} · ${title}` : t('routes.sellerChat')}
        </PageTitle>
      )}
    </SellerChat>
  );
}
