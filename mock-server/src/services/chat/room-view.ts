/** A room as its member sees it in `ChatRoom` (title, members, last message, unread, closed). */
import type { ChatRoom } from '@market/contract';
import { type ChatRoomRecord, type World, findBySeq } from '@market/fixtures';
import { toChatMessage, toMemberSummary } from '../../mappers/chat';
import { wireText } from '../../mappers/wire';
import { chatPostOf, isPostChatOpen, roomMemberSeqs } from './membership';
import { type RoomDigest, roomDigests } from './messages';

export function toChatRoom(
  world: World,
  room: ChatRoomRecord,
  digest: RoomDigest,
  now: number,
  origin: string,
): ChatRoom {
  const post = chatPostOf(world, room.type, room.typeSeq);
  if (!post) throw new Error(`chat room ${room.roomId} refers to a missing post`);
  const members = roomMemberSeqs(world, room).flatMap((seq) => {
    const user = findBySeq(world.users, seq);
    return user ? [toMemberSummary(user)] : [];
  });
  return {
    roomId: room.roomId,
    roomType: room.roomType,
    type: room.type,
    typeSeq: room.typeSeq,
    title: wireText(post.title),
    members,
    lastMessage: digest.last ? toChatMessage(digest.last, origin) : null,
    unreadCount: digest.unread,
    closed: !isPostChatOpen(world, room.type, room.typeSeq, now),
  };
}

/** Rooms as one member sees them, the most recent activity first. */
export function roomViews(
  world: World,
  rooms: readonly ChatRoomRecord[],
  userSeq: number,
  now: number,
  origin: string,
): ChatRoom[] {
  const digests = roomDigests(world, rooms, userSeq);
  const activity = (room: ChatRoomRecord) =>
    digests.get(room.roomId)?.last?.createdAt ?? room.createdAt;
  return [...rooms]
    .sort((a, b) => activity(b) - activity(a) || a.roomId.localeCompare(b.roomId))
    .map((room) =>
      toChatRoom(world, room, digests.get(room.roomId) ?? { last: null, unread: 0 }, now, origin),
    );
}
