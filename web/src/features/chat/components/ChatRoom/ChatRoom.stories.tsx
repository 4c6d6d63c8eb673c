import type { Story, StoryDefault } from '@ladle/react';
import { wireChatHistory, wireChatMessage, wireChatRoom } from '@test/party-data';
import { storyPicture } from '@test/story-pictures';
import { ChatRoomView, type ChatRoomViewProps } from './ChatRoom';

export default { title: 'Features / Chat / ChatRoom' } satisfies StoryDefault;

const noop = () => undefined;
const base: ChatRoomViewProps = {
  room: wireChatRoom(),
  messages: wireChatHistory(6),
  pending: [],
  mySeq: 7,
  connection: 'ready',
  refusal: null,
  hasOlder: false,
  loadingOlder: false,
  onLoadOlder: noop,
  onSendText: noop,
  onSendImage: noop,
  onRetry: noop,
  onReconnect: noop,
};

export const Connected: Story = () => <ChatRoomView {...base} />;
export const Connecting: Story = () => <ChatRoomView {...base} connection="connecting" />;
export const Offline: Story = () => <ChatRoomView {...base} connection="offline" />;
export const FailedSend: Story = () => (
  <ChatRoomView
    {...base}
    pending={[
      { kind: 'text', text: '코드 확인 부탁드려요', ref: 'r1', status: 'failed', createdAt: '' },
      { kind: 'text', text: '결제 내역 첨부합니다', ref: 'r2', status: 'sending', createdAt: '' },
    ]}
  />
);
export const EmptyRoom: Story = () => <ChatRoomView {...base} messages={[]} />;
export const LongHistory: Story = () => (
  <ChatRoomView {...base} messages={wireChatHistory(60)} hasOlder />
);
export const LoadingOlder: Story = () => (
  <ChatRoomView {...base} messages={wireChatHistory(30)} hasOlder loadingOlder />
);
export const MarkupAndImage: Story = () => (
  <ChatRoomView
    {...base}
    messages={[
      wireChatMessage({ id: 'x', message: '<img src=x onerror=alert(1)>' }),
      wireChatMessage({
        id: 'i',
        messageType: 'IMAGE',
        message: null,
        images: [storyPicture('photo')],
        senderSeq: 7,
      }),
    ]}
  />
);
export const Ended: Story = () => <ChatRoomView {...base} room={wireChatRoom({ closed: true })} />;
export const NotAMember: Story = () => <ChatRoomView {...base} refusal="notMember" />;
export const PhoneEnglish: Story = () => <ChatRoomView {...base} />;
PhoneEnglish.meta = { locale: 'en', width: 360 };
