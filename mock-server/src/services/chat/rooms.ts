/**
 * Opening rooms and finding the rooms a user may use. Every function is synchronous and throws an
 * ApiFailure to refuse, so a handler can read, check and write without an `await` in between.
 */
import type { PostType, RoomType } from '@market/domain';
import {
  type ChatRoomRecord,
  type UserRecord,
  type World,
  findBySeq,
  groupRoomId,
  personalRoomId,
} from '@market/world';
import { ApiFailure } from '../../http/api-failure';
import {
  groupRoomsOfParty,
  membershipsOfMember,
  partiesOfSeller,
  personalRoomsOfMember,
  roomsById,
} from '../indexes';
import {
  chatPostOf,
  hasBoughtPost,
  isPostChatOpen,
  isRoomMember,
  partyChatMemberSeqs,
  productBuyerSeq,
  roomMemberSeqs,
} from './membership';

export const findRoom = (world: World, roomId: string): ChatRoomRecord | undefined =>
  roomsById.of(world, roomId)[0];

/**
 * A room the user is a member of. To anyone else it does not exist: the same 404 NOT_FOUND, with
 * the same message, as an id no room has, so that room ids reveal nothing (decision 025).
 */
export function memberRoom(world: World, roomId: string, userSeq: number): ChatRoomRecord {
  const room = findRoom(world, roomId);
  if (!room || !isRoomMember(world, room, userSeq)) {
    throw new ApiFailure('NOT_FOUND', `No chat room ${roomId}`);
  }
  return room;
}

/** Refuses with 409 SUBSCRIPTION_ENDED when the room's subscription has expired. */
export function assertRoomOpen(world: World, room: ChatRoomRecord, now: number): void {
  if (!isPostChatOpen(world, room.type, room.typeSeq, now)) {
    throw new ApiFailure('SUBSCRIPTION_ENDED', 'The subscription has ended: its chat is closed');
  }
}

/**
 * The rooms the user is a member of now: the same rule as `isRoomMember`. Their personal rooms,
 * then the group rooms of the parties they sit in (ACTIVE) or founded, each room once. The order is
 * not the world's: the room list sorts them (room-view.ts `roomViews`).
 */
export function roomsOf(world: World, userSeq: number): ChatRoomRecord[] {
  const rooms = personalRoomsOfMember.of(world, userSeq);
  const parties = new Set<number>();
  for (const member of membershipsOfMember.of(world, userSeq)) {
    if (member.status === 'ACTIVE') parties.add(member.postSeq);
  }
  for (const party of partiesOfSeller.of(world, userSeq)) parties.add(party.seq);
  for (const postSeq of parties) rooms.push(...groupRoomsOfParty.of(world, postSeq));
  return rooms;
}

interface RoomPlan {
  roomId: string;
  memberSeqs: number[];
}

/** A user that can take part in a chat: present and not gone. */
const isPresent = (user: UserRecord | undefined): user is UserRecord =>
  user !== undefined && user.removedAt === null;

function assertMembersPresent(world: World, memberSeqs: readonly number[]): void {
  for (const seq of memberSeqs) {
    if (!isPresent(findBySeq(world.users, seq))) {
      throw new ApiFailure('CHAT_MEMBER_MISSING', 'The other member of this chat is missing');
    }
  }
}

function planGroupRoom(world: World, user: UserRecord, type: PostType, typeSeq: number): RoomPlan {
  if (type !== 'SUBSCRIPTION') {
    throw new ApiFailure('VALIDATION_FAILED', 'body.roomType: GROUP rooms exist for parties only');
  }
  const post = findBySeq(world.subscriptionPosts, typeSeq);
  if (!post) throw new ApiFailure('NOT_FOUND', `No subscription post ${typeSeq}`);
  const memberSeqs = partyChatMemberSeqs(world, post);
  if (!memberSeqs.includes(user.seq)) {
    throw new ApiFailure('NOT_ROOM_MEMBER', 'Only the founder and active members share this room');
  }
  // Only the founder can be missing here: a party member's seat outlives their account.
  assertMembersPresent(world, [post.sellerSeq]);
  return { roomId: groupRoomId(post.seq), memberSeqs };
}

function planPersonalRoom(
  world: World,
  user: UserRecord,
  type: PostType,
  typeSeq: number,
): RoomPlan {
  const post = chatPostOf(world, type, typeSeq);
  if (!post) throw new ApiFailure('NOT_FOUND', `No ${type} post ${typeSeq}`);

  let buyerSeq: number;
  if (user.seq === post.sellerSeq) {
    // A party has many buyers and the body names none: its founder answers them from the room
    // list. A coupon or code has at most one buyer, so the seller can open that room.
    if (!('soldOrderId' in post)) {
      throw new ApiFailure(
        'VALIDATION_FAILED',
        "body.roomType: a party's founder reaches personal rooms from the room list",
      );
    }
    const soldTo = productBuyerSeq(world, post);
    if (soldTo === undefined) {
      throw new ApiFailure('CHAT_MEMBER_MISSING', 'Nobody has bought this post yet');
    }
    buyerSeq = soldTo;
  } else {
    if (!hasBoughtPost(world, user.seq, type, typeSeq)) {
      throw new ApiFailure('NOT_ROOM_MEMBER', "Only the post's buyers can chat with its seller");
    }
    buyerSeq = user.seq;
  }
  const memberSeqs = [post.sellerSeq, buyerSeq];
  assertMembersPresent(world, memberSeqs);
  return { roomId: personalRoomId(type, typeSeq, buyerSeq), memberSeqs };
}

/**
 * Opens the room of a post for the caller, or returns it when it exists. Refusals, in order: no such
 * post 404, not a party to it 403 NOT_ROOM_MEMBER, the other side gone 404 CHAT_MEMBER_MISSING, an
 * expired subscription 409 SUBSCRIPTION_ENDED.
 */
export function openRoom(
  world: World,
  user: UserRecord,
  body: { roomType: RoomType; type: PostType; typeSeq: number },
  now: number,
): ChatRoomRecord {
  const plan =
    body.roomType === 'GROUP'
      ? planGroupRoom(world, user, body.type, body.typeSeq)
      : planPersonalRoom(world, user, body.type, body.typeSeq);
  if (!isPostChatOpen(world, body.type, body.typeSeq, now)) {
    throw new ApiFailure('SUBSCRIPTION_ENDED', 'The subscription has ended: its chat is closed');
  }

  const existing = findRoom(world, plan.roomId);
  if (existing) {
    // Group membership moves with the party; the stored list is kept in step for readers of the world.
    if (existing.roomType === 'GROUP') existing.memberSeqs = roomMemberSeqs(world, existing);
    return existing;
  }
  const room: ChatRoomRecord = {
    roomId: plan.roomId,
    roomType: body.roomType,
    type: body.type,
    typeSeq: body.typeSeq,
    memberSeqs: plan.memberSeqs,
    createdAt: now,
    readUpTo: {},
  };
  world.chatRooms.push(room);
  return room;
}
