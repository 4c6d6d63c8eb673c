/**
 * What the auth and account modules remember about a session beyond its world: the simulated
 * mail outbox, pending e-mail and password-reset codes, identity verifications under way, SNS
 * identities of members created through a provider, and the session's signing secret.
 *
 * It is kept in a WeakMap keyed by the session, not in the world: the world is the seeded
 * marketplace (the world's records), while this is the mock's own bookkeeping of simulated third
 * parties. Keyed by the Session object, it is dropped with it: a reset opens a new Session, so it
 * starts empty again, and an evicted session's state is garbage-collected.
 */
import type { SnsProvider } from '@market/domain';
import type { Session } from '../store/session';

export type OutboxKind = 'EMAIL_VERIFICATION' | 'PASSWORD_RESET';

/** A message the server "sent"; developers and tests read them with `GET /__mock/outbox`. */
export interface OutboxMessage {
  to: string;
  kind: OutboxKind;
  code: string;
  /** The page the message links to, when it has one (the reset link). */
  link: string | null;
  sentAt: number;
}

export interface EmailCode {
  email: string;
  code: string;
  expiresAt: number;
  confirmedAt: number | null;
}

export interface ResetCode {
  userSeq: number;
  expiresAt: number;
  usedAt: number | null;
}

export interface PendingIdentityCheck {
  tokenVersionId: string;
  userSeq: number;
  nonce: string;
  name: string;
  cellPhone: string;
  dateOfBirth: string;
  /** The web app's origin the provider sends the browser back to. */
  returnOrigin: string;
  expiresAt: number;
}

export interface AccountState {
  /** Signs the identity provider's answers; a new one for every session. */
  readonly secret: Uint8Array;
  readonly outbox: OutboxMessage[];
  /** The latest code per e-mail address (lower-cased). */
  readonly emailCodes: Map<string, EmailCode>;
  /** Reset codes by code value. */
  readonly resetCodes: Map<string, ResetCode>;
  /** Identity checks by token version id. */
  readonly identityChecks: Map<string, PendingIdentityCheck>;
  /** SNS id (`naver-…`, `kakao-…`) to user seq, for members created by an SNS sign-in. */
  readonly snsMembers: Map<string, { provider: SnsProvider; userSeq: number }>;
  /** When each address was last sent a message, for the resend limit. */
  readonly lastSentTo: Map<string, number>;
}

const states = new WeakMap<Session, AccountState>();

export function accountState(session: Session): AccountState {
  let state = states.get(session);
  if (!state) {
    state = {
      secret: session.randomBytes(32),
      outbox: [],
      emailCodes: new Map(),
      resetCodes: new Map(),
      identityChecks: new Map(),
      snsMembers: new Map(),
      lastSentTo: new Map(),
    };
    states.set(session, state);
  }
  return state;
}

/** A session's account state as plain data (structured-clonable), for a snapshot (store/world-snapshot.ts). */
export interface AccountStateSnapshot {
  secret: Uint8Array;
  outbox: OutboxMessage[];
  emailCodes: Array<[string, EmailCode]>;
  resetCodes: Array<[string, ResetCode]>;
  identityChecks: Array<[string, PendingIdentityCheck]>;
  snsMembers: Array<[string, { provider: SnsProvider; userSeq: number }]>;
  lastSentTo: Array<[string, number]>;
}

export function snapshotAccountState(session: Session): AccountStateSnapshot {
  const state = accountState(session);
  return structuredClone({
    secret: state.secret,
    outbox: state.outbox,
    emailCodes: [...state.emailCodes],
    resetCodes: [...state.resetCodes],
    identityChecks: [...state.identityChecks],
    snsMembers: [...state.snsMembers],
    lastSentTo: [...state.lastSentTo],
  });
}

/** Gives a session restored from a snapshot the account state it had. */
export function restoreAccountState(session: Session, snapshot: AccountStateSnapshot): void {
  const copy = structuredClone(snapshot);
  states.set(session, {
    secret: copy.secret,
    outbox: copy.outbox,
    emailCodes: new Map(copy.emailCodes),
    resetCodes: new Map(copy.resetCodes),
    identityChecks: new Map(copy.identityChecks),
    snsMembers: new Map(copy.snsMembers),
    lastSentTo: new Map(copy.lastSentTo),
  });
}
