import type { Story, StoryDefault } from '@ladle/react';
import { wireChatHistory, wireChatMessage } from '@test/party-data';
import { MessageList } from './MessageList';

export default { title: 'Features / Chat / MessageList' } satisfies StoryDefault;

export const Conversation: Story = () => <MessageList mySeq={7} messages={wireChatHistory(8)} />;
export const Empty: Story = () => <MessageList mySeq={7} messages={[]} />;
export const LongWithOlder: Story = () => (
  <MessageList mySeq={7} messages={wireChatHistory(50)} hasOlder onLoadOlder={() => undefined} />
);
export const FailedLine: Story = () => (
  <MessageList
    mySeq={7}
    messages={wireChatHistory(2)}
    pending={[
      { kind: 'text', text: '다시 보내 주세요', ref: 'r', status: 'failed', createdAt: '' },
    ]}
    onRetry={() => undefined}
  />
);

/** A long message with an address that has no break, on a phone: it wraps inside its bubble. */
export const LongMessageOnPhone: Story = () => (
  <MessageList
    mySeq={7}
    messages={[
      wireChatMessage({
        id: 'long-1',
        senderSeq: 8,
        message:
          'Hi! The account details are on the page below, please use the second profile only: https://example.com/netflix/family-sharing/profile-two/instructions-for-new-members',
      }),
      wireChatMessage({
        id: 'long-2',
        senderSeq: 7,
        message: '감사합니다! 확인했어요. 두 번째 프로필만 사용할게요. 😊',
      }),
    ]}
  />
);
LongMessageOnPhone.meta = { locale: 'en', width: 360 };

export const Spanish: Story = () => <MessageList mySeq={7} messages={wireChatHistory(4)} />;
Spanish.meta = { locale: 'es' };
