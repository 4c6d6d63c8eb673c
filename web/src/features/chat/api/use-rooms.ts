import { selectResponse, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { useSessionToken } from '@/lib/session/session';
import { chatKeys } from './chat-keys';

/** The caller's rooms, newest activity first (GET /api/rooms). */
export function useRooms() {
  const token = useSessionToken();
  return useApiQuery(tsr.chat.listRooms, {
    queryKey: chatKeys.rooms(token),
    select: selectResponse,
  });
}
