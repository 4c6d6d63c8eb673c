/**
 * The one way to implement a contract resource: `defineResource('<key of contract>', (mock) => ({
 * ...one handler per route }))` returns the module that `routes/index.ts` lists. TypeScript then
 * requires a handler for every route of that resource, with the request and response types of the
 * contract. See README.md, "Writing a resource module".
 *
 * A handler gets `{ params, query, headers, body, request, reply }`: the first four as the contract
 * parsed them, `request` the pipeline's (pipeline/mock-request.ts) and `reply` for answer headers.
 */
import { type Contract, type RouteAuth, contract } from '@market/contract';
import type { AppRoute, AppRouter, ServerInferRequest, ServerInferResponses } from '@ts-rest/core';
import type { MockReply, MockRequest, SignedInRequest } from '../pipeline/mock-request';
import type { MockServices } from '../pipeline/services';

export type { SignedInRequest };

export type ResourceKey = keyof Contract;

type SignedInAuth = Exclude<RouteAuth, 'public' | 'optional'>;

/** A route's handler, whose `request.user` is typed a member when its contract demands one. */
export type HandlerOf<R extends AppRoute> = (
  input: ServerInferRequest<R> & {
    request: R['metadata'] extends { auth: SignedInAuth } ? SignedInRequest : MockRequest;
    reply: MockReply;
  },
) => Promise<ServerInferResponses<R>>;

/** One handler per route of a router (the contract's, or the control API's). */
export type RouterHandlers<T extends AppRouter> = {
  [P in keyof T]: T[P] extends AppRoute ? HandlerOf<T[P]> : never;
};

export type ResourceHandlers<K extends ResourceKey> = RouterHandlers<Contract[K]>;

/** A resource module: a router and the handlers its implementation gives for the mock's services. */
export interface ResourceModule {
  /** Its name in errors: the contract's key, or `control`. */
  readonly resource: string;
  readonly router: AppRouter;
  implement(mock: MockServices): Record<string, unknown>;
}

export function defineResource<K extends ResourceKey>(
  key: K,
  implement: (mock: MockServices) => ResourceHandlers<K>,
): ResourceModule {
  return { resource: key, router: contract[key] as AppRouter, implement };
}

/** A module for a router outside the product contract (the control API, a test's planted routes). */
export function defineRouter<T extends AppRouter>(
  name: string,
  router: T,
  implement: (mock: MockServices) => RouterHandlers<T>,
): ResourceModule {
  return { resource: name, router, implement };
}
