/**
 * Subscription-sharing parties (SPEC §4): members, the founder's requests that need a member's
 * answer (renewal, removal), and the money moved when sharing ends early.
 */
import { DateTimeString, reasonField } from '@market/domain';
import { MemberStatus } from '@market/domain/schemas';
import { z } from 'zod';
import { Krw, SubscriptionPost } from './post';
import { MemberSummary } from './user';
import { EntitySeq } from './trade-fields';

/**
 * What the founder asks a member to agree to. RENEWAL: join the renewed party `postSeq`.
 * REMOVAL: leave this party (removing a member needs that member's consent, SPEC §4).
 */
export const PartyRequestKind = z.enum(['RENEWAL', 'REMOVAL']).describe('PartyRequestKind');
export type PartyRequestKind = z.infer<typeof PartyRequestKind>;

export const PartyRequest = z
  .object({
    kind: PartyRequestKind,
    /** For RENEWAL the new party to join; for REMOVAL the party the member would leave. */
    postSeq: z.number().int().positive(),
    /** The founder's reason for a removal; null for a renewal. */
    reason: z.string().nullable(),
    requestedAt: DateTimeString,
  })
  .describe('PartyRequest');
export type PartyRequest = z.infer<typeof PartyRequest>;

/** One member's share of an early end (SPEC §4), paid to e-money when sharing stopped. */
export const SharingCompensation = z
  .object({
    amount: Krw,
    paidAt: DateTimeString,
    /** Who stopped the party: its founder (who paid a penalty) or an administrator. */
    endedBy: z.enum(['FOUNDER', 'ADMIN']),
  })
  .describe('SharingCompensation');
export type SharingCompensation = z.infer<typeof SharingCompensation>;

export const PartyMember = z
  .object({
    /** The membership's seq, which the founder's calls name as `memberSeq`. */
    seq: z.number().int().positive(),
    member: MemberSummary,
    status: MemberStatus,
    /** The purchased item this membership was bought with (`OrderItem.seq`). */
    productId: z.number().int().positive(),
    joinedAt: DateTimeString,
    /** A request still waiting for this member's answer. */
    pendingRequest: PartyRequest.nullable(),
  })
  .describe('PartyMember');
export type PartyMember = z.infer<typeof PartyMember>;

/**
 * The founder approves or rejects a PENDING member by sending `memberSeq`; a member answers a
 * renewal of party `postSeq` (they are asked to join it) by sending no `memberSeq`.
 */
export const MembershipDecisionBody = z
  .object({
    memberSeq: EntitySeq.optional(),
  })
  .strict();
export type MembershipDecisionBody = z.input<typeof MembershipDecisionBody>;

/** The founder asks a member to leave; the member's consent completes the removal. */
export const RemoveMemberBody = z
  .object({
    postSeq: EntitySeq,
    memberSeq: EntitySeq,
    reason: reasonField,
  })
  .strict();
export type RemoveMemberBody = z.input<typeof RemoveMemberBody>;

/** A member's answer to the founder's removal request. */
export const RemovalConsentBody = z.object({ agree: z.boolean() }).strict();
export type RemovalConsentBody = z.input<typeof RemovalConsentBody>;

/** Ending sharing early (by the founder) or terminating it (by an administrator). */
export const EndSharingBody = z.object({ reason: reasonField }).strict();
export type EndSharingBody = z.input<typeof EndSharingBody>;

/**
 * Money moved when a party ends before its end date (SPEC §4), as domain's `endSharingSettlement`
 * computes it: each active member gets the unused share back, the founder pays their total. An
 * administrator's termination charges the founder no penalty (`founderPenalty` 0).
 */
export const SharingSettlement = z
  .object({
    post: SubscriptionPost,
    totalDays: z.number().int().min(1),
    remainingDays: z.number().int().min(0),
    compensationPerMember: Krw,
    compensatedMembers: z.number().int().min(0),
    founderPenalty: Krw,
    endedAt: DateTimeString,
  })
  .describe('SharingSettlement');
export type SharingSettlement = z.infer<typeof SharingSettlement>;
