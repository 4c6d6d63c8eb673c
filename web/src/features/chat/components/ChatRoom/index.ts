export { ChatRoom, ChatRoomView, type ChatRoomProps, type ChatRoomViewProps } from './ChatRoom';
