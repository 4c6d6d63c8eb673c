/**
 * Parties as their founder sees them (contract `schemas/party.ts`, `schemas/seller-post.ts`): every
 * membership with the request waiting for the member's answer, and the party with its account
 * details and pending members. What they show besides records comes from `services/parties/party-view.ts`.
 */
import type {
  PartyMember,
  PartyRequest,
  SellerPartyListItem,
  SellerSubscriptionPost,
  SharingSettlement,
} from '@market/contract';
import type { SubscriptionPostView } from '../services/catalogue/post-view';
import type { PartyEnded } from '../services/parties/lifecycle';
import type { PartyMemberView, SellerPartyView } from '../services/parties/party-view';
import type { PendingRequest } from '../services/party-status';
import { toSubscriptionPost } from './posts';
import { toMemberSummary } from './user';
import { wireDateTime } from './wire';

export const toPartyRequest = (request: PendingRequest | null): PartyRequest | null =>
  request && { ...request, requestedAt: wireDateTime(request.requestedAt) };

export function toPartyMember(view: PartyMemberView): PartyMember {
  const { member } = view;
  return {
    seq: member.seq,
    member: toMemberSummary(view.user),
    status: member.status,
    productId: view.productId,
    joinedAt: wireDateTime(member.joinedAt),
    pendingRequest: toPartyRequest(view.pendingRequest),
  };
}

/** A party in its founder's list: the public view and its pending join requests. */
export function toSellerPartyListItem(view: SellerPartyView): SellerPartyListItem {
  return { ...toSubscriptionPost(view), pendingMemberCount: view.pendingMemberCount };
}

export function toSellerSubscriptionPost(view: SellerPartyView): SellerSubscriptionPost {
  return {
    ...toSellerPartyListItem(view),
    accountInfo: view.record.accountInfo,
    priceBaseDuration: view.record.priceBaseDuration ?? 'MONTH',
    countries: view.record.countries ?? [],
    images: view.record.images ?? [],
  };
}

/** The settlement of a party ended early (by its founder or an administrator). */
export function toSharingSettlement(
  ended: PartyEnded,
  party: SubscriptionPostView,
): SharingSettlement {
  return {
    post: toSubscriptionPost(party),
    totalDays: ended.totalDays,
    remainingDays: ended.remainingDays,
    compensationPerMember: ended.compensationPerMember,
    compensatedMembers: ended.compensatedMembers,
    founderPenalty: ended.founderPenalty,
    endedAt: wireDateTime(ended.endedAt),
  };
}
