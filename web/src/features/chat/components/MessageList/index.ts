export { MessageList, type MessageListProps } from './MessageList';
