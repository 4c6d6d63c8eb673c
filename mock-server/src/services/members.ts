/**
 * Members as the auth and account modules look them up and create them: unique e-mails, nicknames
 * and referral codes among accounts still open (a removed account frees its e-mail and nickname for
 * a new sign-up; its records stay for the retention period), and new accounts as sign-up and SNS
 * sign-in create them.
 */
import { REFERRAL_REWARD_POINTS, type Role, type SnsProvider } from '@market/domain';
import { type UserRecord, type World, findBySeq, nextSeq } from '@market/world';
import { ApiFailure } from '../http/api-failure';
import { rawField } from '../store/session-world';
import { usersByEmail } from './indexes';
import { credit } from './ledger';

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const isOpen = (user: UserRecord) => user.removedAt === null;

/** The open account with this e-mail address (addresses compare case-insensitively). */
export function findOpenByEmail(world: World, email: string): UserRecord | undefined {
  return usersByEmail.of(world, email.toLowerCase()).find(isOpen);
}

/** The open account whose referral code this is (codes compare case-insensitively). */
export function findOpenByReferralCode(world: World, code: string): UserRecord | undefined {
  const user = rawField(world, 'users').find(
    (candidate) => isOpen(candidate) && sameText(candidate.referralCode, code),
  );
  return user && findBySeq(world.users, user.seq);
}

/** Whether another open account already has this nickname (case-insensitively). */
export function isNicknameTaken(world: World, nickname: string, exceptSeq?: number): boolean {
  return rawField(world, 'users').some(
    (user) => isOpen(user) && user.seq !== exceptSeq && sameText(user.nickname, nickname),
  );
}

/** `base`, or `base` with the smallest number appended that no other account uses. */
function firstFree(base: string, taken: (candidate: string) => boolean, maxLength: number) {
  if (!taken(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = String(n);
    const candidate = base.slice(0, maxLength - suffix.length) + suffix;
    if (!taken(candidate)) return candidate;
  }
}

export function uniqueNickname(world: World, base: string): string {
  return firstFree(base, (candidate) => isNicknameTaken(world, candidate), 20);
}

/** A referral code for a new member, derived from the seq so a world stays reproducible. */
function newReferralCode(world: World, seq: number): string {
  return firstFree(
    `JOIN${String(seq).padStart(5, '0')}`,
    (candidate) => rawField(world, 'users').some((user) => sameText(user.referralCode, candidate)),
    32,
  );
}

export interface NewMember {
  email: string;
  password: string;
  nickname: string;
  snsProvider: SnsProvider | null;
  referredBySeq: number | null;
  now: number;
}

/** Adds a member: not identity-verified, no seller role, an empty wallet (no ledger entries). */
export function createMember(world: World, input: NewMember): UserRecord {
  const seq = nextSeq(world, 'users');
  const roles: Role[] = ['MEMBER'];
  const user: UserRecord = {
    seq,
    email: input.email,
    password: input.password,
    nickname: input.nickname,
    profileImageUrl: null,
    roles,
    verified: false,
    realName: null,
    phone: null,
    countries: [],
    newsletter: false,
    referralCode: newReferralCode(world, seq),
    referredBySeq: input.referredBySeq,
    snsProvider: input.snsProvider,
    createdAt: input.now,
    removedAt: null,
    sellerSince: null,
    sellerIntro: null,
  };
  world.users.push(user);
  return user;
}

export interface SignUp {
  email: string;
  password: string;
  nickname: string;
  referrerCode?: string | undefined;
}

/**
 * A new member from the sign-up form, with the referral reward (SPEC §9: REFERRAL_REWARD_POINTS to
 * the referrer and to the new member) when a referrer's code came with it. 409 for a taken e-mail
 * address or nickname, 400 for an unknown referral code; nothing is written then.
 */
export function signUpMember(world: World, form: SignUp, now: number): UserRecord {
  if (findOpenByEmail(world, form.email)) {
    throw new ApiFailure('EMAIL_TAKEN', 'An account with this e-mail address exists already');
  }
  if (isNicknameTaken(world, form.nickname)) {
    throw new ApiFailure('NICKNAME_TAKEN', 'This nickname is taken');
  }
  const referrer = form.referrerCode ? findOpenByReferralCode(world, form.referrerCode) : undefined;
  if (form.referrerCode && !referrer) {
    throw new ApiFailure('VALIDATION_FAILED', 'body.referrerCode: validation.referrer.invalid');
  }
  const user = createMember(world, {
    email: form.email,
    password: form.password,
    nickname: form.nickname,
    snsProvider: null,
    referredBySeq: referrer?.seq ?? null,
    now,
  });
  if (referrer) {
    const ref = `referral:${user.seq}`;
    for (const userSeq of [referrer.seq, user.seq]) {
      credit(world, {
        userSeq,
        wallet: 'POINTS',
        amount: REFERRAL_REWARD_POINTS,
        reason: 'REFERRAL',
        ref,
        at: now,
      });
    }
  }
  return user;
}

/** The account a record names (open or removed); a record naming no account is a broken world. */
export function userOf(world: World, userSeq: number): UserRecord {
  const user = findBySeq(world.users, userSeq);
  if (!user) throw new Error(`record refers to missing user ${userSeq}`);
  return user;
}
