/**
 * Chat rooms over HTTP (SPEC §7 chat): open a room from a post, list rooms, page a room's history.
 * Live messages go over the websocket (ws-protocol.ts); sending over HTTP (assumed) serves clients
 * without a socket. A room of which the caller is not a member answers 404, as if it did not exist.
 */
import { z } from 'zod';
import { c } from '../contract';
import { errors, ok, okPage } from '../envelope';
import { meta } from '../meta';
import { PageQuery } from '../query';
import {
  ChatMessage,
  ChatRoom,
  OpenRoomBody,
  RoomId,
  SendImagesBody,
  SendTextBody,
} from '../schemas/chat';

const byRoomId = z.object({ id: RoomId });

export const chatContract = c.router({
  openRoom: {
    method: 'POST',
    path: '/api/room/chat',
    summary: 'Open the chat room of a post, or get it if it exists.',
    body: OpenRoomBody,
    // 403: neither the post's seller nor its buyer or party member; 409: the subscription has ended.
    responses: { 200: ok(ChatRoom), ...errors(400, 401, 403, 404, 409) },
    metadata: meta('spec', 'member', { writes: true }),
  },
  listRooms: {
    method: 'GET',
    path: '/api/rooms',
    summary: "List the caller's chat rooms, most recent message first.",
    responses: { 200: ok(z.array(ChatRoom)), ...errors(400, 401) },
    metadata: meta('spec', 'member'),
  },
  listRoomMessages: {
    method: 'GET',
    path: '/api/rooms/:id/chat',
    summary: "Page through a room's history, newest messages on the first page.",
    pathParams: byRoomId,
    query: PageQuery,
    // 404 also for a room the caller is not a member of: to a stranger it does not exist.
    responses: { 200: okPage(ChatMessage), ...errors(400, 401, 404) },
    metadata: meta('spec', 'member'),
  },
  sendMessage: {
    method: 'POST',
    path: '/api/rooms/:id/chat',
    summary: 'Send a text message to a room without a socket; members online receive it live.',
    pathParams: byRoomId,
    body: SendTextBody,
    // 409: the subscription has ended.
    responses: { 201: ok(ChatMessage), ...errors(400, 401, 404, 409) },
    metadata: meta('assumed', 'member', { writes: true }),
  },
  sendImages: {
    method: 'POST',
    path: '/api/rooms/:id/chat/image',
    summary: 'Send uploaded images to a room without a socket; members online receive them live.',
    pathParams: byRoomId,
    body: SendImagesBody,
    responses: { 201: ok(ChatMessage), ...errors(400, 401, 404, 409) },
    metadata: meta('assumed', 'member', { writes: true }),
  },
});
