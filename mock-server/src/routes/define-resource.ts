/**
 * The one way to implement a contract resource: `defineResource('<key of contract>', (app) => ({
 * ...one handler per route }))` returns the Fastify plugin that `routes/index.ts` lists. TypeScript
 * then requires a handler for every route of that resource, with the request and response types of
 * the contract. See README.md, "Writing a resource module".
 */
import { type Contract, type RouteAuth, contract } from '@market/contract';
import type { AppRoute } from '@ts-rest/core';
import type { RouterImplementation } from '@ts-rest/fastify';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { SignedInRequest } from '../auth/plugin';
import { registerContractRouter } from '../http/register-router';

export type { SignedInRequest };

export type ResourceKey = keyof Contract;

type SignedInAuth = Exclude<RouteAuth, 'public' | 'optional'>;

/** ts-rest's handler of one route (the function form, not `{ handler, hooks }`). */
type RouteHandler<R extends AppRoute> = Extract<
  RouterImplementation<{ route: R }>['route'],
  (...args: never[]) => unknown
>;

/** A route's handler, whose `request.user` is typed a member when its contract demands one. */
type HandlerOf<R extends AppRoute> = R['metadata'] extends { auth: SignedInAuth }
  ? (
      input: Omit<Parameters<RouteHandler<R>>[0], 'request'> & { request: SignedInRequest },
    ) => ReturnType<RouteHandler<R>>
  : RouteHandler<R>;

export type ResourceHandlers<K extends ResourceKey> = {
  [P in keyof Contract[K]]: Contract[K][P] extends AppRoute ? HandlerOf<Contract[K][P]> : never;
};

export interface ResourcePlugin extends FastifyPluginAsync {
  readonly resource: ResourceKey;
}

export function defineResource<K extends ResourceKey>(
  key: K,
  implement: (app: FastifyInstance) => ResourceHandlers<K>,
): ResourcePlugin {
  const plugin = async (app: FastifyInstance) => {
    // The cast only widens `request` back to FastifyRequest: for the routes typed SignedInRequest,
    // the auth hook has set `request.user` before any handler runs (auth/plugin.ts).
    const handlers = implement(app) as unknown as RouterImplementation<Contract[K]>;
    await registerContractRouter(app, contract[key], handlers);
  };
  return Object.assign(plugin, { resource: key });
}
