import { tsr } from '@/lib/api-client';
import { useApiInfiniteQuery } from '@/lib/api-query';
import { useSessionToken } from '@/lib/session/session';
import { chatKeys } from './chat-keys';

/** Messages per history page. */
export const HISTORY_PAGE_SIZE = 30;

/**
 * A room's history (GET /api/rooms/{id}/chat), newest page first; `fetchNextPage` loads the next
 * older page (the list's scroll up).
 */
export function useRoomHistory(roomId: string | null) {
  const token = useSessionToken();
  return useApiInfiniteQuery(tsr.chat.listRoomMessages, {
    queryKey: chatKeys.history(token, roomId),
    // A page number: the initial one and every `nextPage` below.
    queryData: (page: number) => ({
      params: { id: roomId ?? '' },
      query: { page, size: HISTORY_PAGE_SIZE },
    }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.body.pagination.nextPage ?? undefined,
    enabled: roomId !== null,
  });
}
