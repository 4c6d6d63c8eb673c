/**
 * A room's history and read marks. Messages live in `world.chatMessages` in ascending id order
 * across all rooms; a room's read mark per member is the last message id they have seen.
 */
import { type MessageType } from '@market/domain';
import { type ChatMessageRecord, type ChatRoomRecord, type World, nextSeq } from '@market/world';
import { messagesOfRoom } from '../indexes';

/** What a message carries: one text line, or images. */
export type ChatContent = { type: 'TEXT'; message: string } | { type: 'IMAGE'; images: string[] };

/** The room's messages, oldest first. */
export const roomMessages = (world: World, roomId: string): ChatMessageRecord[] =>
  messagesOfRoom.of(world, roomId);

/** Records that the member has seen the room up to `messageId`; marks never move back. */
export function markRead(room: ChatRoomRecord, userSeq: number, messageId: number): void {
  if ((room.readUpTo[userSeq] ?? 0) < messageId) room.readUpTo[userSeq] = messageId;
}

/** Whether a message counts as unread for the member: someone else's, after their read mark. */
export const isUnread = (room: ChatRoomRecord, userSeq: number, message: ChatMessageRecord) =>
  message.senderSeq !== userSeq && message.id > (room.readUpTo[userSeq] ?? 0);

/** Appends a message to the room's history; the sender has read everything up to it. */
export function appendMessage(
  world: World,
  room: ChatRoomRecord,
  senderSeq: number,
  content: ChatContent,
  now: number,
): ChatMessageRecord {
  const messageType: MessageType = content.type;
  const record: ChatMessageRecord = {
    id: nextSeq(world, 'chatMessages'),
    roomId: room.roomId,
    senderSeq,
    messageType,
    message: content.type === 'TEXT' ? content.message : '',
    images: content.type === 'IMAGE' ? [...content.images] : [],
    createdAt: now,
  };
  world.chatMessages.push(record);
  markRead(room, senderSeq, record.id);
  return record;
}

export interface RoomDigest {
  last: ChatMessageRecord | null;
  unread: number;
}

/** How many of a room's latest messages are read at a time, walking back from the newest. */
const DIGEST_CHUNK = 32;

/**
 * The room's last message and the member's unread count. A room's messages are kept in ascending
 * id order, so the unread ones are the newest, after the member's read mark: only they are read.
 */
function roomDigest(world: World, room: ChatRoomRecord, userSeq: number): RoomDigest {
  const count = messagesOfRoom.countOf(world, room.roomId);
  let last: ChatMessageRecord | null = null;
  let unread = 0;
  for (let to = count; to > 0; to -= DIGEST_CHUNK) {
    const chunk = messagesOfRoom.slice(world, room.roomId, Math.max(0, to - DIGEST_CHUNK), to);
    last ??= chunk[chunk.length - 1] ?? null;
    for (let i = chunk.length - 1; i >= 0; i -= 1) {
      const message = chunk[i]!;
      if (message.id <= (room.readUpTo[userSeq] ?? 0)) return { last, unread };
      if (isUnread(room, userSeq, message)) unread += 1;
    }
  }
  return { last, unread };
}

/** Last message and unread count of each of the given rooms for one member. */
export function roomDigests(
  world: World,
  rooms: readonly ChatRoomRecord[],
  userSeq: number,
): Map<string, RoomDigest> {
  const byId = new Map(rooms.map((room) => [room.roomId, room]));
  return new Map([...byId].map(([roomId, room]) => [roomId, roomDigest(world, room, userSeq)]));
}
