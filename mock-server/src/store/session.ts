/**
 * One caller's world: its own copy of the seeded data, its own clock, its own sign-in tokens and
 * its own injected faults. Parallel tests and several developers each use a session
 * (header `x-mock-session`) and never see each other's changes.
 */
import type { World } from '@market/world';
import { TransportFailure } from '../http/transport-failure';
import type { Clock } from './clock';
import { sessionWorld } from './session-world';
import { FaultList } from './faults';
import { type RandomBytes, randomBytesFor } from './random';
import { type CommitCheck, type OpenTransaction, begin, transact } from './transaction';

/** A sign-in token issued in a session; the value is what clients send as `api_key: Bearer …`. */
export interface TokenRecord {
  value: string;
  userSeq: number;
  issuedAt: number;
  /** Epoch ms after which the token is refused; null = valid until sign-out or reset. */
  validUntil: number | null;
}

export interface Session {
  readonly id: string;
  /** This session's world: the seed's records until it writes them (session-world.ts). */
  readonly world: World;
  readonly clock: Clock;
  /** The session table: token value to token. */
  readonly tokens: Map<string, TokenRecord>;
  readonly faults: FaultList;
  /** Source of the session's unguessable values (tokens, codes): see random.ts. */
  readonly randomBytes: RandomBytes;
  /**
   * Runs `work` on the world all or nothing (transaction.ts), with the store's commit checks:
   * every service call that writes the world goes through it.
   */
  transact<T>(work: (world: World) => T extends PromiseLike<unknown> ? never : T): T;
  /** Opens a transaction on the world for a whole request (pipeline/mock.ts). */
  begin(): OpenTransaction | null;
}

import { SESSION_HEADER } from '@market/contract/control';

export { SESSION_HEADER };
export const DEFAULT_SESSION_ID = 'default';
/** Ids are echoed in logs and the control API, so they are kept to a safe alphabet. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The session a request asks for: its `x-mock-session` header, else `fallback` (the `mockSession`
 * query parameter of a websocket upgrade, which browsers cannot give headers), else the default.
 */
export function sessionIdFrom(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  fallback?: string,
): string {
  const id = headers[SESSION_HEADER] ?? fallback;
  if (id === undefined || id === '') return DEFAULT_SESSION_ID;
  if (Array.isArray(id) || !SESSION_ID_PATTERN.test(id)) {
    throw new TransportFailure(
      'VALIDATION_FAILED',
      `${SESSION_HEADER}: expected 1 to 128 characters of A-Z, a-z, 0-9, '.', '_', ':' or '-'`,
    );
  }
  return id;
}

export function createSession(
  id: string,
  seed: World,
  clock: Clock,
  randomBytes: RandomBytes = randomBytesFor('crypto', id),
  commitChecks: readonly CommitCheck[] = [],
): Session {
  const world = sessionWorld(seed);
  return {
    id,
    world,
    clock,
    tokens: new Map(),
    faults: new FaultList(),
    randomBytes,
    transact: (work) => transact(world, work, commitChecks),
    begin: () => begin(world, commitChecks),
  };
}
