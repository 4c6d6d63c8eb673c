import type { Story, StoryDefault } from '@ladle/react';
import { wireChatHistory } from '../../../../../test/party-data';
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
