/** Chat records as the wire shows them (contract `schemas/chat.ts` and `ws-protocol.ts`). */
import type { ChatMessage, MemberSummary } from '@market/contract';
import type { ChatMessageRecord, UserRecord } from '@market/fixtures';
import type { FastifyRequest } from 'fastify';
import { wireDateTime } from './wire';

/**
 * The origin the caller reached this server on. Seeded chat images are paths on this server
 * (`/mock-images/...`) while the contract wants absolute addresses, so they are resolved against it.
 */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** An image address as the wire shows it: absolute, a stored path resolved against `origin`. */
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

export function toMemberSummary(user: UserRecord): MemberSummary {
  return { seq: user.seq, nickname: user.nickname, profileImageUrl: user.profileImageUrl };
}
