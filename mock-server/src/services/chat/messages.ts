/**
 * A room's history and read marks. Messages live in `world.chatMessages` in ascending id order
 * across all rooms; a room's read mark per member is the last message id they have seen.
 */
import { type MessageType } from '@market/domain';
import { type ChatMessageRecord, type ChatRoomRecord, type World, nextSeq } from '@market/world';

/** What a message carries: one text line, or images. */
export type ChatContent = { type: 'TEXT'; message: string } | { type: 'IMAGE'; images: string[] };

/** The room's messages, oldest first. */
export const roomMessages = (world: World, roomId: string): ChatMessageRecord[] =>
  world.chatMessages.filter((message) => message.roomId === roomId);

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

/** Last message and unread count of each of the given rooms for one member, in one pass. */
export function roomDigests(
  world: World,
  rooms: readonly ChatRoomRecord[],
  userSeq: number,
): Map<string, RoomDigest> {
  const tallies = new Map(
    rooms.map((room) => [room.roomId, { room, last: null as ChatMessageRecord | null, unread: 0 }]),
  );
  for (const message of world.chatMessages) {
    const tally = tallies.get(message.roomId);
    if (!tally) continue;
    tally.last = message;
    if (isUnread(tally.room, userSeq, message)) tally.unread += 1;
  }
  return new Map(
    [...tallies].map(([roomId, { last, unread }]) => [roomId, { last, unread }] as const),
  );
}
