/**
 * Registers the store service and gives every request its session: `request.session`, with the
 * shortcuts `request.world` and `request.clock`. The session is chosen in an `onRequest` hook from
 * the `x-mock-session` header (or, for websocket upgrades, which browsers cannot give headers, the
 * `mockSession` query parameter); without one, the default session.
 */
import type { World } from '@market/world';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TransportFailure } from '../http/transport-failure';
import type { Clock, ClockMode } from './clock';
import type { RandomSource } from './random';
import type { CommitCheck } from './transaction';
import { DEFAULT_SESSION_ID, SESSION_HEADER, SESSION_ID_PATTERN, type Session } from './session';
import { WorldStore } from './world-store';

declare module 'fastify' {
  interface FastifyInstance {
    store: WorldStore;
  }
  interface FastifyRequest {
    /** The caller's session, set before any handler or other hook runs. */
    session: Session;
    /** `request.session.world`: the caller's world. */
    readonly world: World;
    /** `request.session.clock`: the caller's clock; use it instead of `Date.now()`. */
    readonly clock: Clock;
  }
}

export interface StorePluginOptions {
  seed: World;
  clockMode: ClockMode;
  random: RandomSource;
  maxSessions: number;
  commitChecks?: readonly CommitCheck[];
}

/** The session id a request asks for, or the default one. */
export function sessionIdOf(request: FastifyRequest): string {
  let id = request.headers[SESSION_HEADER];
  if (id === undefined && request.headers.upgrade?.toLowerCase() === 'websocket') {
    id = (request.query as Record<string, string | undefined> | undefined)?.mockSession;
  }
  if (id === undefined || id === '') return DEFAULT_SESSION_ID;
  if (Array.isArray(id) || !SESSION_ID_PATTERN.test(id)) {
    throw new TransportFailure(
      'VALIDATION_FAILED',
      `${SESSION_HEADER}: expected 1 to 128 characters of A-Z, a-z, 0-9, '.', '_', ':' or '-'`,
    );
  }
  return id;
}

export const storePlugin = fp<StorePluginOptions>(
  async (app, options) => {
    const store = new WorldStore(options.seed, {
      clockMode: options.clockMode,
      random: options.random,
      maxSessions: options.maxSessions,
      ...(options.commitChecks ? { commitChecks: options.commitChecks } : {}),
      onEvict: (id) => app.log.warn({ session: id }, 'mock session evicted to make room'),
    });
    app.decorate('store', store);

    // Fastify 5 wants reference-type request decorators declared empty and filled per request.
    app.decorateRequest('session', null as unknown as Session);
    app.decorateRequest('world', {
      getter(this: FastifyRequest) {
        return this.session.world;
      },
    });
    app.decorateRequest('clock', {
      getter(this: FastifyRequest) {
        return this.session.clock;
      },
    });

    // Callback-style hooks here and in the other per-request plugins: an async hook costs every
    // request a promise and a microtask turn, a few per cent of a detail route's throughput.
    app.addHook('onRequest', (request, _reply, done) => {
      request.session = store.session(sessionIdOf(request));
      done();
    });
  },
  { name: 'mock-store', fastify: '5.x' },
);
