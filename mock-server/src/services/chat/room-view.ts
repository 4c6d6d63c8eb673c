/**
 * A room with what its member sees of it besides the record (mappers/chat.ts `toChatRoom`): the
 * post's title, the members' accounts, the last message and unread count, and whether it is closed.
 */
import type { ChatRoomRecord, LocalizedText, UserRecord, World } from '@market/world';
import { findBySeq } from '@market/world';
import { chatPostOf, isPostChatOpen, roomMemberSeqs } from './membership';
import { type RoomDigest, roomDigests } from './messages';

export interface ChatRoomView {
  room: ChatRoomRecord;
  title: LocalizedText;
  members: UserRecord[];
  digest: RoomDigest;
  closed: boolean;
}

export function chatRoomView(
  world: World,
  room: ChatRoomRecord,
  digest: RoomDigest,
  now: number,
): ChatRoomView {
  const post = chatPostOf(world, room.type, room.typeSeq);
  if (!post) throw new Error(`chat room ${room.roomId} refers to a missing post`);
  const members = roomMemberSeqs(world, room).flatMap((seq) => {
    const user = findBySeq(world.users, seq);
    return user ? [user] : [];
  });
  return {
    room,
    title: post.title,
    members,
    digest,
    closed: !isPostChatOpen(world, room.type, room.typeSeq, now),
  };
}

/** Rooms as one member sees them, the most recent activity first. */
export function roomViews(
  world: World,
  rooms: readonly ChatRoomRecord[],
  userSeq: number,
  now: number,
): ChatRoomView[] {
  const digests = roomDigests(world, rooms, userSeq);
  const activity = (room: ChatRoomRecord) =>
    digests.get(room.roomId)?.last?.createdAt ?? room.createdAt;
  return [...rooms]
    .sort((a, b) => activity(b) - activity(a) || a.roomId.localeCompare(b.roomId))
    .map((room) =>
      chatRoomView(world, room, digests.get(room.roomId) ?? { last: null, unread: 0 }, now),
    );
}
