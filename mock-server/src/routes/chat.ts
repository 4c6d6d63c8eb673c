/**
 * `contract.chat`: open a post's room, list the caller's rooms, page a room's history and send into
 * a room over HTTP. Sending goes through the same path as the socket (services/chat/send.ts), so a
 * message sent here reaches the room's sockets too.
 */
import { success, successPage } from '@market/contract';
import { currentUser } from '../auth/plugin';
import { historyPage } from '../services/chat/history';
import { roomDigests } from '../services/chat/messages';
import { toChatRoom, roomViews } from '../services/chat/room-view';
import { memberRoom, openRoom, roomsOf } from '../services/chat/rooms';
import { sendChatMessage } from '../services/chat/send';
import { defineResource } from './define-resource';

export const chatResource = defineResource('chat', (app) => ({
  openRoom: async ({ body, request }) => {
    const user = currentUser(request);
    const { world } = request;
    const now = request.clock.now();
    const room = openRoom(world, user, body, now);
    const digest = roomDigests(world, [room], user.seq).get(room.roomId);
    return {
      status: 200,
      body: success(toChatRoom(world, room, digest ?? { last: null, unread: 0 }, now)),
    };
  },

  listRooms: async ({ request }) => {
    const user = currentUser(request);
    const { world } = request;
    const rooms = roomsOf(world, user.seq);
    return { status: 200, body: success(roomViews(world, rooms, user.seq, request.clock.now())) };
  },

  listRoomMessages: async ({ params, query, request }) => {
    const user = currentUser(request);
    const room = memberRoom(request.world, params.id, user.seq);
    const page = historyPage(request.world, room, user.seq, query.page, query.size);
    return { status: 200, body: successPage(page.items, page.pagination) };
  },

  sendMessage: async ({ params, body, request }) => {
    const message = sendChatMessage(app.chatHub, request.session, currentUser(request), params.id, {
      type: 'TEXT',
      message: body.message,
    });
    return { status: 201, body: success(message) };
  },

  sendImages: async ({ params, body, request }) => {
    const message = sendChatMessage(app.chatHub, request.session, currentUser(request), params.id, {
      type: 'IMAGE',
      images: body.images,
    });
    return { status: 201, body: success(message) };
  },
}));
