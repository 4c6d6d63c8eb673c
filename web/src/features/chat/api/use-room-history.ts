import { useInfiniteQuery } from '@tanstack/react-query';
import { tsr } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** Messages per history page. */
export const HISTORY_PAGE_SIZE = 30;

/**
 * A room's history (GET /api/rooms/{id}/chat), newest page first; `fetchNextPage` loads the next
 * older page (the list's scroll up).
 */
export function useRoomHistory(roomId: string | null) {
  return useInfiniteQuery({
    queryKey: roomId ? chatKeys.history(roomId) : [...chatKeys.all, 'history', null],
    queryFn: async ({ pageParam }) => {
      const result = await tsr.chat.listRoomMessages.query({
        params: { id: roomId! },
        query: { page: pageParam, size: HISTORY_PAGE_SIZE },
      });
      return { items: result.body.response ?? [], pagination: result.body.pagination };
    },
    initialPageParam: 1,
    getNextPageParam: (last) => last.pagination?.nextPage ?? undefined,
    enabled: roomId !== null,
  });
}
