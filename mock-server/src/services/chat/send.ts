/**
 * Sending a chat message: the one code path behind `POST /api/rooms/:id/chat(/image)` and the
 * socket's `text` and `image` frames. It checks, persists and broadcasts synchronously, so the
 * history and every socket see messages in the same order.
 */
import { type ChatMessage, type LiveMessage, liveMessageOf } from '@market/contract';
import type { UserRecord, World } from '@market/world';
import { toChatMessage } from '../../mappers/chat';
import type { Session } from '../../store/session';
import type { ChatConnection, ChatHub } from './hub';
import { roomMemberSeqs } from './membership';
import { type ChatContent, appendMessage, markRead } from './messages';
import { assertRoomOpen, memberRoom } from './rooms';

export interface SendRequest {
  hub: ChatHub;
  session: Session;
  sender: UserRecord;
  roomId: string;
  content: ChatContent;
  /** The origin the sender reached the server on (see mappers/chat `wireImageUrl`). */
  origin: string;
  /** The socket the message came from, if any, and the client's own id for it. */
  socket?: { connection: ChatConnection; ref?: string | undefined };
}

/**
 * Sends a message into a room of the session and pushes it to the room's sockets. Refusals (thrown
 * ApiFailure): no such room, or not a member, 404 NOT_FOUND, expired subscription
 * 409 SUBSCRIPTION_ENDED.
 */
export function sendChatMessage(request: SendRequest): ChatMessage {
  // From a socket there is no request transaction: the message and its read marks are one.
  return request.session.transact((world) => sendInWorld(world, request));
}

function sendInWorld(world: World, request: SendRequest): ChatMessage {
  const { hub, session, sender, content, socket } = request;
  const now = session.clock.now();
  const room = memberRoom(world, request.roomId, sender.seq);
  assertRoomOpen(world, room, now);
  const record = appendMessage(world, room, sender.seq, content, now);
  const message = toChatMessage(record, request.origin);
  const live = liveMessageOf(message);

  const members = new Set(roomMemberSeqs(world, room));
  for (const connection of hub.joined(session.id, room.roomId)) {
    if (connection.userSeq === null || !members.has(connection.userSeq)) {
      // Signed out or no longer a member since it joined: it stops hearing the room.
      hub.leave(connection, room.roomId);
      continue;
    }
    deliver(connection, room.roomId, live, socket);
    // A socket in the room has the message on screen.
    markRead(room, connection.userSeq, record.id);
  }
  // The sender's socket settles its optimistic line even if it never joined the room.
  if (socket && !socket.connection.rooms.has(room.roomId)) {
    deliver(socket.connection, room.roomId, live, socket);
  }
  return message;
}

function deliver(
  connection: ChatConnection,
  roomId: string,
  live: LiveMessage,
  socket: SendRequest['socket'],
): void {
  const ref = socket?.connection === connection ? socket.ref : undefined;
  connection.send(
    ref === undefined
      ? { type: 'message', roomId, message: live }
      : { type: 'message', roomId, message: live, ref },
  );
}
