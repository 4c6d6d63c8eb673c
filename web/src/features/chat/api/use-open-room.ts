import type { OpenRoomBody } from '@market/contract';
import { selectResponse, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { useSessionToken } from '@/lib/session/session';
import { chatKeys } from './chat-keys';

/**
 * The room of a purchase, opened or found (POST /api/room/chat, which answers the existing room
 * when there is one, so it is read like a query). Disabled until the post is known.
 */
export function useOpenRoom(body: OpenRoomBody | null) {
  const token = useSessionToken();
  return useApiQuery(tsr.chat.openRoom, {
    queryKey: chatKeys.open(token, body),
    queryData: { body: body! },
    select: selectResponse,
    enabled: body !== null,
  });
}
