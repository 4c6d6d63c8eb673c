/**
 * Enforces each contract route's `metadata.auth` in one hook, so that no handler can forget it, and
 * hands handlers the resolved caller as `request.user` (null on public routes and for visitors on
 * optional ones). ts-rest puts the matched contract route in `routeOptions.config.tsRestRoute`.
 * Routes without contract metadata (the control API, `/ws`) are left to themselves.
 */
import type { RouteAuth, RouteMeta } from '@market/contract';
import type { UserRecord } from '@market/world';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiFailure } from '../http/api-failure';
import type { TokenRecord } from '../store/session';
import { optionalUser, requireUser } from './users';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller as the route's `metadata.auth` resolved it; null for visitors. */
    user: UserRecord | null;
    /** The token the caller signed in with (for sign-out); null for visitors. */
    authToken: TokenRecord | null;
  }
}

/**
 * The request of a route whose contract demands a signed-in caller (`metadata.auth` member, seller
 * or admin): the onRequest hook below has answered 401/403 or set `request.user` before the
 * handler runs. defineResource types those handlers' requests so.
 */
export type SignedInRequest = FastifyRequest & { user: UserRecord };

interface TsRestRouteConfig {
  tsRestRoute?: { metadata?: Partial<RouteMeta> };
}

/** The `metadata.auth` of the contract route a request matched, if it matched one. */
export function routeAuthOf(request: FastifyRequest): RouteAuth | undefined {
  return (request.routeOptions.config as TsRestRouteConfig).tsRestRoute?.metadata?.auth;
}

export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('authToken', null);

    // A failure thrown here reaches the envelope's error handler as from an async hook.
    app.addHook('onRequest', (request, _reply, done) => {
      const auth = routeAuthOf(request);
      switch (auth) {
        case undefined:
        case 'public':
          break;
        case 'optional':
          request.user = optionalUser(request);
          break;
        case 'member':
        case 'seller':
        case 'admin':
          request.user = requireUser(request, auth);
          break;
        default:
          throw new ApiFailure('INTERNAL_ERROR', `Unknown metadata.auth on this route`);
      }
      done();
    });
  },
  { name: 'mock-auth', dependencies: ['mock-store'], fastify: '5.x' },
);
