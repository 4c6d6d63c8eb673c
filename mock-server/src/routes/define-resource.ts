/**
 * The one way to implement a contract resource: `defineResource('<key of contract>', (app) => ({
 * ...one handler per route }))` returns the Fastify plugin that `routes/index.ts` lists. TypeScript
 * then requires a handler for every route of that resource, with the request and response types of
 * the contract. See README.md, "Writing a resource module".
 */
import { type Contract, contract } from '@market/contract';
import type { RouterImplementation } from '@ts-rest/fastify';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { registerContractRouter } from '../http/register-router';

export type ResourceKey = keyof Contract;
export type ResourceHandlers<K extends ResourceKey> = RouterImplementation<Contract[K]>;

export interface ResourcePlugin extends FastifyPluginAsync {
  readonly resource: ResourceKey;
}

export function defineResource<K extends ResourceKey>(
  key: K,
  implement: (app: FastifyInstance) => ResourceHandlers<K>,
): ResourcePlugin {
  const plugin = async (app: FastifyInstance) => {
    await registerContractRouter(app, contract[key], implement(app));
  };
  return Object.assign(plugin, { resource: key });
}
