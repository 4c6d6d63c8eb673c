import { Badge, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ChatRoom } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PagedList } from '@/components/PagedList/PagedList';
import { sellerChatPath } from '@/lib/addresses';
import { useLocalized } from '@/lib/i18n/use-localized';
import { useRooms } from '@/features/chat/api';
import classes from './RoomList.module.css';

/** One room of the seller's list: post title, the other side, last message and unread count. */
export function RoomItem({ room }: { room: ChatRoom }) {
  const { t } = useTranslation('chat');
  const localized = useLocalized();
  const last = room.lastMessage;
  const preview = last
    ? last.messageType === 'IMAGE'
      ? t('imagePreview')
      : last.message
    : t('noMessages');
  return (
    <UnstyledButton
      component={Link}
      href={sellerChatPath(room.roomId)}
      p="sm"
      w="100%"
      className={classes.item}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} miw={0}>
          <Text fw={600} truncate>
            {localized(room.title)}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {t(`roomType.${room.roomType}`)} · {room.members.map((m) => m.nickname).join(', ')}
          </Text>
          <Text size="sm" truncate>
            {preview}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          {room.unreadCount > 0 ? (
            <Badge color="red.9" aria-label={t('unread', { count: room.unreadCount })}>
              {room.unreadCount}
            </Badge>
          ) : null}
          {room.closed ? <Badge color="gray.7">{t('closed')}</Badge> : null}
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

const skeleton = (
  <Stack gap="xs">
    {[0, 1, 2].map((i) => (
      <Skeleton key={i} height={72} />
    ))}
  </Stack>
);

/** The seller's rooms, newest activity first (GET /api/rooms). */
export function RoomList() {
  const { t } = useTranslation('chat');
  const rooms = useRooms();
  return (
    <PagedList
      query={rooms}
      skeleton={skeleton}
      emptyTitle={() => t('noRooms')}
      renderList={(items, listProps) => (
        <ul {...listProps}>
          {items.map((room) => (
            <li key={room.roomId}>
              <RoomItem room={room} />
            </li>
          ))}
        </ul>
      )}
    />
  );
}
