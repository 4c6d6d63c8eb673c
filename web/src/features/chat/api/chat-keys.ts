/**
 * Query keys of the chat feature. Every key starts with `chat` and the member's token (one
 * member's rooms are never served to the next): `chatKeys.rooms(token)` refreshes the room list,
 * `chatKeys.history(token, roomId)` one room's history pages.
 */
import type { OpenRoomBody } from '@market/contract';
import type { PostType } from '@market/domain';

type Token = string | null;

export const chatKeys = {
  all: ['chat'] as const,
  member: (token: Token) => [...chatKeys.all, token] as const,
  rooms: (token: Token) => [...chatKeys.member(token), 'rooms'] as const,
  /** The room of a purchase; null until the post is known (the query waits, disabled). */
  open: (token: Token, body: OpenRoomBody | null) =>
    [...chatKeys.member(token), 'open', body] as const,
  history: (token: Token, roomId: string | null) =>
    [...chatKeys.member(token), 'history', roomId] as const,
  /** The post a purchase was bought from (an OrderItem seq), to open its room. */
  purchase: (token: Token, postType: PostType, orderSeq: number | null) =>
    [...chatKeys.member(token), 'purchase', postType, orderSeq] as const,
};
