import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { RoomList } from '@/features/chat/components/RoomList/RoomList';

/** /seller/chats: the seller's rooms, newest activity first. */
export default function SellerChatsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle order={1} fz="h3">
        {t('routes.sellerChats')}
      </PageTitle>
      <RoomList />
    </Stack>
  );
}
