/**
 * Query keys of the chat feature. Every key starts with `chat`: `chatKeys.rooms()` refreshes the
 * room list, `chatKeys.history(roomId)` one room's history pages.
 */
import type { OpenRoomBody } from '@market/contract';
import type { PostType } from '@market/domain';

export const chatKeys = {
  all: ['chat'] as const,
  rooms: () => [...chatKeys.all, 'rooms'] as const,
  open: (body: OpenRoomBody) => [...chatKeys.all, 'open', body] as const,
  history: (roomId: string) => [...chatKeys.all, 'history', roomId] as const,
  /** The post a purchase was bought from (an OrderItem seq), to open its room. */
  purchase: (postType: PostType, orderSeq: number | null) =>
    [...chatKeys.all, 'purchase', postType, orderSeq] as const,
};
