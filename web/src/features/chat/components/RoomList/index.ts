export { RoomItem, RoomList } from './RoomList';
