import { selectResponse, tsr } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** The caller's rooms, newest activity first (GET /api/rooms). */
export function useRooms() {
  return tsr.chat.listRooms.useQuery({ queryKey: chatKeys.rooms(), select: selectResponse });
}
