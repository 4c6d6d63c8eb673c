/**
 * One caller's world: its own copy of the seeded data, its own clock, its own sign-in tokens and
 * its own injected faults. Parallel tests and several developers each use a session
 * (header `x-mock-session`) and never see each other's changes.
 */
import type { World } from '@market/world';
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
  /** Opens a transaction on the world for a whole request (request-transaction-plugin.ts). */
  begin(): OpenTransaction | null;
}

export { SESSION_HEADER } from '@market/contract/control';
export const DEFAULT_SESSION_ID = 'default';
/** Ids are echoed in logs and the control API, so they are kept to a safe alphabet. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

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
