import type { OpenRoomBody } from '@market/contract';
import { useQuery } from '@tanstack/react-query';
import { successOf, tsr } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session/session';
import { chatKeys } from './chat-keys';

/**
 * The room of a purchase, opened or found (POST /api/room/chat, which answers the existing room
 * when there is one, so it is read like a query: ts-rest gives a POST route mutation hooks only,
 * hence plain `useQuery`). Disabled until the post is known.
 */
export function useOpenRoom(body: OpenRoomBody | null) {
  const token = useSessionToken();
  // eslint-disable-next-line no-restricted-syntax -- a read sent as POST (above)
  return useQuery({
    queryKey: chatKeys.open(token, body),
    queryFn: async () => successOf(await tsr.chat.openRoom.mutate({ body: body! })).body.response,
    enabled: body !== null,
  });
}
