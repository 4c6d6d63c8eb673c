/** Users as the wire shows them to themselves (contract `schemas/user.ts`, `schemas/account.ts`). */
import type { MemberSummary, SellerInfo, User } from '@market/contract';
import type { UserRecord } from '@market/world';
import type { SellerConsoleCounts } from '../services/seller/statistics';
import { wireDateTime } from './wire';

/** Another member as posts, comments, parties and chat name them (also a post's `SellerSummary`). */
export const toMemberSummary = (user: UserRecord): MemberSummary => ({
  seq: user.seq,
  nickname: user.nickname,
  profileImageUrl: user.profileImageUrl,
});

export function toUser(record: UserRecord): User {
  return {
    seq: record.seq,
    email: record.email,
    nickname: record.nickname,
    profileImageUrl: record.profileImageUrl,
    roles: [...record.roles],
    verified: record.verified,
    phone: record.phone,
    countries: [...record.countries],
    newsletter: record.newsletter,
    referralCode: record.referralCode,
    createdAt: wireDateTime(record.createdAt),
  };
}

/** The seller's own console view of their seller account, with the service's counts. */
export function toSellerInfo(record: UserRecord, counts: SellerConsoleCounts): SellerInfo {
  return {
    seq: record.seq,
    nickname: record.nickname,
    profileImageUrl: record.profileImageUrl,
    intro: record.sellerIntro,
    // An administrator passes seller routes without ever having switched: their account's age.
    sellerSince: wireDateTime(record.sellerSince ?? record.createdAt),
    ...counts,
  };
}
