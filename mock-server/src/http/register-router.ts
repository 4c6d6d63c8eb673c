/**
 * Registers a ts-rest router the way every router of this server is registered: request validation
 * answering VALIDATION_FAILED in the envelope (a query parameter the route does not list included),
 * response validation when the app validates responses.
 *
 * ts-rest's `registerRouter` sets an error handler on the instance it is given; it runs in a child
 * context here so that the root's envelope error handler stays in charge of everything else.
 */
import { type RouterImplementation, initServer } from '@ts-rest/fastify';
import type { AppRouter } from '@ts-rest/core';
import type { FastifyInstance } from 'fastify';
import { sendValidationFailure } from './envelope-plugin';
import { refuseUnknownQuery } from './unknown-query';

const server = initServer();

export async function registerContractRouter<T extends AppRouter>(
  app: FastifyInstance,
  router: T,
  handlers: RouterImplementation<T>,
): Promise<void> {
  await app.register(async (child) => {
    child.addHook('preValidation', refuseUnknownQuery);
    server.registerRouter(router, handlers, child, {
      logInitialization: false,
      jsonQuery: false,
      responseValidation: app.mockConfig.validateResponses,
      requestValidationErrorHandler: sendValidationFailure,
    });
  });
}
