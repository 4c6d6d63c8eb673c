import { selectResponse, tsr } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session/session';
import { chatKeys } from './chat-keys';

/** The caller's rooms, newest activity first (GET /api/rooms). */
export function useRooms() {
  const token = useSessionToken();
  return tsr.chat.listRooms.useQuery({ queryKey: chatKeys.rooms(token), select: selectResponse });
}
