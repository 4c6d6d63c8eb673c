/** Options of `buildApp` and what the running app remembers of them (`app.mockConfig`). */
import type { World, WorldSize } from '@market/world';
import type { FastifyPluginAsync, FastifyServerOptions } from 'fastify';
import type { ClockMode } from './store/clock';
import type { RandomSource } from './store/random';

export interface BuildAppOptions {
  /** Seed of the generated world: same seed, same world. */
  seed: number;
  size: WorldSize;
  /**
   * The world's reference time (epoch ms or a Date); every generated date is relative to it.
   * Defaults to the world's DEFAULT_NOW, so that a seed means the same world on every boot.
   */
  now?: number | Date;
  /** Validate every answer against the contract (tests): a broken answer becomes a logged 500. Default false. */
  validateResponses?: boolean;
  /** Fastify's logger option. Default false. */
  logger?: FastifyServerOptions['logger'];
  /** `frozen` (default): a world's time moves only through the control API. `running`: it also follows real time. */
  clockMode?: ClockMode;
  /** `crypto` (default): tokens and codes from the system's random bytes. `seeded`: the same on every run (recordings). */
  random?: RandomSource;
  /** Sessions kept open at most before the least recently used is dropped. Default 32. */
  maxSessions?: number;
  /** Largest accepted request body in bytes. Default 1 MiB. */
  bodyLimit?: number;
  /** A world already generated with this seed, size and time, to skip generating it again (tests, benchmarks). */
  world?: World;
  /**
   * Check every money invariant over the whole world before each commit, besides the check of what
   * the change touched (decision 039): a cost that grows with the world, for hunting a bug. Default false.
   */
  checkWholeWorld?: boolean;
  /** The resource modules to register; default all of `routes/index.ts` (tests of the bare infrastructure pass []). */
  resources?: readonly FastifyPluginAsync[];
}

export interface MockConfig {
  seed: number;
  size: WorldSize;
  validateResponses: boolean;
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
export const DEFAULT_MAX_SESSIONS = 32;
export const WORLD_SIZES = ['small', 'default', 'large'] as const satisfies readonly WorldSize[];

declare module 'fastify' {
  interface FastifyInstance {
    mockConfig: MockConfig;
  }
}
