import { Button, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoadError } from '@/components/LoadError/LoadError';
import { NotFound } from '@/components/StatusPage/StatusPage';
import { pathTo } from '@/lib/addresses';
import { useLocalized } from '@/lib/i18n/use-localized';
import { useRooms } from '@/features/chat/api';
import { ChatRoom, ChatRoomSkeleton } from '../ChatRoom';

export interface SellerChatProps {
  roomId: string;
  children?: (title: string) => React.ReactNode;
}

/** A room of the seller console, found in the seller's room list (GET /api/rooms). */
export function SellerChat({ roomId, children }: SellerChatProps) {
  const { t } = useTranslation('chat');
  const localized = useLocalized();
  const rooms = useRooms();
  const room = rooms.data?.find((candidate) => candidate.roomId === roomId);
  // A room opened since the list was fetched (a buyer's first message, a link) is not in the
  // cached list: ask again once before saying it does not exist.
  const askAgain = rooms.data !== undefined && !room && !rooms.isFetchedAfterMount;
  const { refetch } = rooms;
  useEffect(() => {
    if (askAgain) void refetch();
  }, [askAgain, refetch]);
  if (rooms.isError) return <LoadError onRetry={() => void rooms.refetch()} />;
  if (!rooms.data || askAgain) return <ChatRoomSkeleton />;
  if (!room) return <NotFound />;
  return (
    <Stack gap="md">
      {children?.(localized(room.title))}
      <Text size="sm" c="dimmed">
        {room.members.map((member) => member.nickname).join(', ')}
      </Text>
      <ChatRoom room={room} />
      <Button component={Link} href={pathTo('/seller/chats')} variant="subtle" w="fit-content">
        {t('allRooms')}
      </Button>
    </Stack>
  );
}
