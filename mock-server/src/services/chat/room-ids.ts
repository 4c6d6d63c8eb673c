/**
 * Room ids as the world model documents them (fixtures `ChatRoomRecord.roomId`): one group room per
 * party, one personal room per buyer and post. Deterministic, so opening a room twice finds it.
 */
import type { PostType } from '@market/domain';

export const groupRoomId = (postSeq: number) => `g-${postSeq}`;

export const personalRoomId = (type: PostType, typeSeq: number, buyerSeq: number) =>
  `p-${type.toLowerCase()}-${typeSeq}-${buyerSeq}`;
