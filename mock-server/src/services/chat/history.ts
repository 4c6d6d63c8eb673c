/** Reading a room's history: pages for HTTP, the latest messages for a socket that joins. */
import type { ChatMessage, Pagination } from '@market/contract';
import { paginate } from '@market/domain';
import type { ChatRoomRecord, World } from '@market/world';
import { toChatMessage } from '../../mappers/chat';
import { markRead, roomMessages } from './messages';

/**
 * One page of the history, newest messages on the first page. Reading the first page counts as
 * having seen the room, which is what clears its unread count.
 */
export function historyPage(
  world: World,
  room: ChatRoomRecord,
  readerSeq: number,
  page: number,
  size: number,
  origin: string,
): { items: ChatMessage[]; pagination: Pagination } {
  const newestFirst = roomMessages(world, room.roomId).reverse();
  const newest = newestFirst[0];
  if (page === 1 && newest) markRead(room, readerSeq, newest.id);
  const result = paginate(newestFirst, page, size);
  return {
    items: result.items.map((record) => toChatMessage(record, origin)),
    pagination: result.pagination,
  };
}

/** The latest `count` messages, oldest first, as a joining socket receives them; all now seen. */
export function recentHistory(
  world: World,
  room: ChatRoomRecord,
  readerSeq: number,
  count: number,
  origin: string,
): ChatMessage[] {
  const latest = roomMessages(world, room.roomId).slice(-count);
  const newest = latest[latest.length - 1];
  if (newest) markRead(room, readerSeq, newest.id);
  return latest.map((record) => toChatMessage(record, origin));
}
