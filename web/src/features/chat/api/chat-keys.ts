/**
 * Query keys of the chat feature. Every key starts with `chat`: `chatKeys.rooms()` refreshes the
 * room list, `chatKeys.history(roomId)` one room's history pages.
 */
import type { OpenRoomBody } from '@market/contract';

export const chatKeys = {
  all: ['chat'] as const,
  rooms: () => [...chatKeys.all, 'rooms'] as const,
  open: (body: OpenRoomBody) => [...chatKeys.all, 'open', body] as const,
  history: (roomId: string) => [...chatKeys.all, 'history', roomId] as const,
};
