import type { Story, StoryDefault } from '@ladle/react';
import { wireChatMessage, wireChatRoom } from '@test/party-data';
import { StoryCache, storyLoading } from '@test/story-cache';
import { chatKeys } from '@/features/chat/api/chat-keys';
import { RoomItem, RoomList } from './RoomList';

export default { title: 'Features / Chat / RoomList' } satisfies StoryDefault;

// Ladle wants a serialisable meta, so the rooms are drawn item by item rather than seeded.
const rooms = [
  wireChatRoom(),
  wireChatRoom({
    roomId: 'g-24',
    roomType: 'GROUP',
    type: 'SUBSCRIPTION',
    unreadCount: 0,
    lastMessage: wireChatMessage({ messageType: 'IMAGE', message: null, images: ['/x.png'] }),
  }),
  wireChatRoom({
    roomId: 'g-5',
    roomType: 'GROUP',
    closed: true,
    unreadCount: 0,
    lastMessage: null,
  }),
];

export const Rooms: Story = () => (
  <ul>
    {rooms.map((room) => (
      <li key={room.roomId}>
        <RoomItem room={room} />
      </li>
    ))}
  </ul>
);
Rooms.meta = { session: 'seller' };
export const Loading: Story = () => (
  <StoryCache seed={(client, token) => storyLoading(client, chatKeys.rooms(token))}>
    <RoomList />
  </StoryCache>
);
Loading.meta = { session: 'seller', shows: 'skeleton' };
export const LoadFailed: Story = () => <RoomList />;
LoadFailed.meta = {
  session: 'seller',
  offline: true,
  errorOnPurpose: 'the API does not answer: the error state',
};
