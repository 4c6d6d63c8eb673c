/**
 * Every resource module of the server, one per key of the contract (plus the chat socket). A
 * contract route whose module is not listed here answers 404 ROUTE_NOT_FOUND. To add one, write
 * `src/routes/<resource>.ts` with `defineResource` and list it below (see README.md).
 */
import type { FastifyPluginAsync } from 'fastify';
import { authResource } from './auth';
import { cartResource } from './cart';
import { chatResource } from './chat';
import { chatSocketPlugin } from './chat-socket';
import { ordersResource } from './orders';

export const resourceModules: FastifyPluginAsync[] = [
  authResource,
  // Before chatResource: the socket plugin provides the hub the chat routes broadcast through.
  chatSocketPlugin,
  chatResource,
  cartResource,
  ordersResource,
];
