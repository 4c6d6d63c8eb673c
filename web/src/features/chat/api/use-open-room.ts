import type { OpenRoomBody } from '@market/contract';
import { useQuery } from '@tanstack/react-query';
import { tsr } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/**
 * The room of a purchase, opened or found (POST /api/room/chat, which answers the existing room
 * when there is one, so it is read like a query). Disabled until the post is known.
 */
export function useOpenRoom(body: OpenRoomBody | null) {
  return useQuery({
    queryKey: body ? chatKeys.open(body) : [...chatKeys.all, 'open', null],
    queryFn: async () => (await tsr.chat.openRoom.mutate({ body: body! })).body.response,
    enabled: body !== null,
  });
}
