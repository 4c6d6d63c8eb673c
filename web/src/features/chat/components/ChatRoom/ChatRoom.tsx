import { Alert, Group, Stack, Text } from '@mantine/core';
import type { ChatMessage, ChatRoom as ChatRoomData } from '@market/contract';
import { useTranslation } from 'react-i18next';
import type { ChatSocketState } from '@/lib/chat/chat-socket';
import { lazyPart } from '@/lib/ui/lazy-part';
import { useSession } from '@/lib/session/session';
import {
  useChatRoom,
  type JoinRefusal,
  type PendingLine,
} from '@/features/chat/hooks/use-chat-room';
import { ConnectionStatus } from '../ConnectionStatus/ConnectionStatus';
import { MessageList } from '../MessageList/MessageList';

// The composer (a form: the text field, the picture button, their checks) follows the messages;
// its skeleton is the form's height (a two-row field), so nothing under it moves.
const Composer = lazyPart(() => import('../Composer/Composer').then((module) => module.Composer), {
  height: 56,
});

export interface ChatRoomViewProps {
  room: ChatRoomData;
  messages: readonly ChatMessage[];
  pending: readonly PendingLine[];
  mySeq: number | null;
  connection: ChatSocketState;
  /** Why the socket refused the room, or null. */
  refusal: JoinRefusal | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onSendText: (text: string) => void;
  onSendImage: (file: File) => void;
  onRetry: (ref: string) => void;
  onReconnect: () => void;
}

/** A room as shown: connection state, messages and the message box (read-only once closed). */
export function ChatRoomView(props: ChatRoomViewProps) {
  const { t } = useTranslation('chat');
  const { t: tn } = useTranslation('notify');
  const ended = props.room.closed || props.refusal === 'ended';
  const blocked = ended || props.refusal !== null;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('memberCount', { count: props.room.members.length })}
        </Text>
        {ended ? null : (
          <ConnectionStatus state={props.connection} onReconnect={props.onReconnect} />
        )}
      </Group>
      {ended ? (
        <Alert color="gray" role="status">
          {tn('subscriptionEnded')}
        </Alert>
      ) : props.refusal ? (
        <Alert color="red" role="alert">
          {t(`refusal.${props.refusal}`)}
        </Alert>
      ) : null}
      <MessageList
        messages={props.messages}
        pending={props.pending}
        mySeq={props.mySeq}
        members={props.room.members}
        hasOlder={props.hasOlder}
        loadingOlder={props.loadingOlder}
        onLoadOlder={props.onLoadOlder}
        onRetry={props.onRetry}
        waiting={props.connection !== 'ready'}
      />
      {ended ? null : (
        <Composer
          onSendText={props.onSendText}
          onSendImage={props.onSendImage}
          disabled={blocked}
        />
      )}
    </Stack>
  );
}

export interface ChatRoomProps {
  room: ChatRoomData;
}

/** A live room: the tab's socket, the room's history and this user's sends. */
export function ChatRoom({ room }: ChatRoomProps) {
  const { user } = useSession();
  const chat = useChatRoom(room.roomId, { readOnly: room.closed });
  return (
    <ChatRoomView
      room={room}
      messages={chat.messages}
      pending={chat.pending}
      mySeq={user?.seq ?? null}
      connection={chat.connection}
      refusal={chat.refusal}
      hasOlder={chat.history.hasNextPage}
      loadingOlder={chat.history.isFetchingNextPage}
      onLoadOlder={() => void chat.history.fetchNextPage()}
      onSendText={chat.sendText}
      onSendImage={chat.sendImage}
      onRetry={chat.retry}
      onReconnect={chat.reconnect}
    />
  );
}
