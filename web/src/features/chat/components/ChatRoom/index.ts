export { ChatRoom, ChatRoomView, type ChatRoomProps, type ChatRoomViewProps } from './ChatRoom';
export { ChatRoomSkeleton } from './ChatRoomSkeleton';
