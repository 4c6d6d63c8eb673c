/** Chat records as the wire shows them (contract `schemas/chat.ts` and `ws-protocol.ts`). */
import type { ChatMessage, ChatRoom } from '@market/contract';
import type { ChatMessageRecord } from '@market/world';
import type { ChatRoomView } from '../services/chat/room-view';
import { toMemberSummary } from './user';
import { wireDateTime, wireText } from './wire';

/**
 * An image address as the wire shows it: absolute. Seeded chat images are paths on this server
 * (`/mock-images/...`), resolved against `origin` (the caller's `publicOriginOf`).
 */
export const wireImageUrl = (url: string, origin: string) =>
  url.startsWith('/') ? new URL(url, origin).href : url;

/** A stored message as the history lists it; its id is the record's number as text. */
export function toChatMessage(record: ChatMessageRecord, origin: string): ChatMessage {
  const base = {
    id: String(record.id),
    createdAt: wireDateTime(record.createdAt),
    senderSeq: record.senderSeq,
  };
  return record.messageType === 'TEXT'
    ? { ...base, messageType: 'TEXT', message: record.message, images: [] }
    : {
        ...base,
        messageType: 'IMAGE',
        message: null,
        images: record.images.map((url) => wireImageUrl(url, origin)),
      };
}

/** A room as its member sees it in `ChatRoom` (title, members, last message, unread, closed). */
export function toChatRoom(view: ChatRoomView, origin: string): ChatRoom {
  const { room, digest } = view;
  return {
    roomId: room.roomId,
    roomType: room.roomType,
    type: room.type,
    typeSeq: room.typeSeq,
    title: wireText(view.title),
    members: view.members.map(toMemberSummary),
    lastMessage: digest.last ? toChatMessage(digest.last, origin) : null,
    unreadCount: digest.unread,
    closed: view.closed,
  };
}
