/**
 * A chat message's two forms, the history's (`GET /api/rooms/:id/chat`) and the socket's
 * (ws-protocol.ts), one from the other. Plain functions on the types only, beside the protocol
 * rather than in it: the web app's chat screen runs them from its first load, which carries none
 * of the protocol's Zod schemas (decision 043).
 */
import type { ChatMessage } from './schemas/chat';
import type { LiveMessage } from './ws-protocol';

/** The history form of a live message, to append it to a page of `GET /api/rooms/:id/chat`. */
export function chatMessageOf(live: LiveMessage): ChatMessage {
  const base = { id: live.id, createdAt: live.publishedAt, senderSeq: live.accountSeq };
  return live.type === 'TEXT'
    ? { ...base, messageType: 'TEXT', message: live.payload, images: [] }
    : { ...base, messageType: 'IMAGE', message: null, images: live.payload };
}

/** The live form of a stored message, to push it to the room's sockets. */
export function liveMessageOf(message: ChatMessage): LiveMessage {
  const base = { id: message.id, accountSeq: message.senderSeq, publishedAt: message.createdAt };
  return message.messageType === 'TEXT'
    ? { ...base, type: 'TEXT', payload: message.message ?? '' }
    : { ...base, type: 'IMAGE', payload: message.images };
}
