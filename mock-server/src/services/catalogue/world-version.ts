/**
 * A version number per world, kept outside the world (a `WeakMap`, so a reset or evicted session's
 * world takes its number with it). Derived indexes (see `post-index.ts`) remember the version they
 * were built at and bring themselves up to date when it moves.
 *
 * The invalidation rule: the version moves whenever the world may have been written.
 * - Every request that can write, which is every request not GET, HEAD or OPTIONS (product routes,
 *   control calls such as clock moves and transfers), bumps its session's world version when it
 *   starts and again before its answer leaves. Resource modules need not know about indexes: no
 *   request answered before a write sees an index older than the write.
 * - Code that writes a world outside such a request (tests, scripts, a GET handler that writes what
 *   an index reads) calls `noteWorldChanged(world)` afterwards.
 */
import type { World } from '@market/world';
import fp from 'fastify-plugin';

const versions = new WeakMap<World, number>();

/** The world's current version: 0 until it is first written. */
export function worldVersion(world: World): number {
  return versions.get(world) ?? 0;
}

/** Marks the world as written: every derived index of it is checked again on its next use. */
export function noteWorldChanged(world: World): void {
  versions.set(world, worldVersion(world) + 1);
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Bumps the version of a writing request's world before its handler runs (so nothing computed
 * during the write is kept as current) and after (so the next request sees the write).
 */
export const worldWriteTracking = fp(
  async (app) => {
    app.addHook('preHandler', (request, _reply, done) => {
      if (!READ_ONLY_METHODS.has(request.method)) noteWorldChanged(request.world);
      done();
    });
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (!READ_ONLY_METHODS.has(request.method) && request.session) {
        noteWorldChanged(request.world);
      }
      done(null, payload);
    });
  },
  { name: 'mock-world-write-tracking', dependencies: ['mock-store'], fastify: '5.x' },
);
