/**
 * `contract.chat`: open a post's room, list the caller's rooms, page a room's history and send into
 * a room over HTTP. Sending goes through the same path as the socket (services/chat/send.ts), so a
 * message sent here reaches the room's sockets too.
 */
import { success, successPage } from '@market/contract';
import type { SignedInRequest } from '../pipeline/mock-request';
import { toChatRoom } from '../mappers/chat';
import { publicOriginOf } from '../mappers/user-links';
import { historyPage } from '../services/chat/history';
import { type ChatContent, roomDigests } from '../services/chat/messages';
import { chatRoomView, roomViews } from '../services/chat/room-view';
import { memberRoom, openRoom, roomsOf } from '../services/chat/rooms';
import { sendChatMessage } from '../services/chat/send';
import { defineResource } from './define-resource';

export const chatResource = defineResource('chat', (mock) => {
  /** Sends as the caller, down the socket's path; the two send routes differ only in content. */
  const send = (request: SignedInRequest, roomId: string, content: ChatContent) => {
    const message = sendChatMessage({
      hub: mock.chatHub,
      session: request.session,
      sender: request.user,
      roomId,
      content,
      origin: publicOriginOf(request),
    });
    return { status: 201 as const, body: success(message) };
  };

  return {
    openRoom: async ({ body, request }) => {
      const user = request.user;
      const { world } = request;
      const now = request.now;
      const room = openRoom(world, user, body, now);
      const digest = roomDigests(world, [room], user.seq).get(room.roomId) ?? {
        last: null,
        unread: 0,
      };
      return {
        status: 200,
        body: success(toChatRoom(chatRoomView(world, room, digest, now), publicOriginOf(request))),
      };
    },

    listRooms: async ({ request }) => {
      const user = request.user;
      const { world } = request;
      const rooms = roomsOf(world, user.seq);
      const origin = publicOriginOf(request);
      const views = roomViews(world, rooms, user.seq, request.now);
      return { status: 200, body: success(views.map((view) => toChatRoom(view, origin))) };
    },

    listRoomMessages: async ({ params, query, request }) => {
      const user = request.user;
      const origin = publicOriginOf(request);
      // Reading the first page marks the room read: a write, so in a transaction of its own.
      const page = request.session.transact((world) => {
        const room = memberRoom(world, params.id, user.seq);
        return historyPage(world, room, user.seq, query.page, query.size, origin);
      });
      return { status: 200, body: successPage(page.items, page.pagination) };
    },

    sendMessage: async ({ params, body, request }) =>
      send(request, params.id, { type: 'TEXT', message: body.message }),

    sendImages: async ({ params, body, request }) =>
      send(request, params.id, { type: 'IMAGE', images: body.images }),
  };
});
