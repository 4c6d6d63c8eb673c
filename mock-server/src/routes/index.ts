/**
 * Every resource module of the server, one per key of the contract (plus the chat socket). A
 * contract route whose module is not listed here answers 404 ROUTE_NOT_FOUND. To add one, write
 * `src/routes/<resource>.ts` with `defineResource` and list it below (see README.md).
 */
import type { FastifyPluginAsync } from 'fastify';

export const resourceModules: FastifyPluginAsync[] = [];
