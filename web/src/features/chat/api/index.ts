export { chatKeys } from './chat-keys';
export { useRooms } from './use-rooms';
export { useOpenRoom } from './use-open-room';
export { HISTORY_PAGE_SIZE, useRoomHistory } from './use-room-history';
export { usePurchasedPost } from './use-purchased-post';
