/** Chat records as the wire shows them (contract `schemas/chat.ts` and `ws-protocol.ts`). */
import type { ChatMessage, MemberSummary } from '@market/contract';
import type { ChatMessageRecord, UserRecord } from '@market/fixtures';
import { wireDateTime } from './wire';

/** A stored message as the history lists it; its id is the record's number as text. */
export function toChatMessage(record: ChatMessageRecord): ChatMessage {
  const base = {
    id: String(record.id),
    createdAt: wireDateTime(record.createdAt),
    senderSeq: record.senderSeq,
  };
  return record.messageType === 'TEXT'
    ? { ...base, messageType: 'TEXT', message: record.message, images: [] }
    : { ...base, messageType: 'IMAGE', message: null, images: record.images };
}

export function toMemberSummary(user: UserRecord): MemberSummary {
  return { seq: user.seq, nickname: user.nickname, profileImageUrl: user.profileImageUrl };
}
