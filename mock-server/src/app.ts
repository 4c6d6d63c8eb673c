/**
 * Builds the mock server: transport and the envelope first, then the store, then the control API,
 * then the resource routers. Nothing listens until the caller does (`app.listen` in the CLI,
 * `app.inject` in tests).
 */
import { DEFAULT_NOW } from '@market/world';
import { generateWorld } from '@market/fixtures';
import Fastify, { type FastifyInstance } from 'fastify';
import { authPlugin } from './auth/plugin';
import {
  type BuildAppOptions,
  DEFAULT_BODY_LIMIT,
  DEFAULT_MAX_SESSIONS,
  type MockConfig,
} from './config';
import { controlActionsPlugin } from './control/actions';
import { apiDocsRoutes } from './control/api-docs';
import { controlPlugin } from './control/plugin';
import { clientErrorHandler } from './http/client-errors';
import { envelopePlugin, sendFailure } from './http/envelope-plugin';
import { infrastructurePlugin } from './http/infrastructure-plugin';
import { resourceModules } from './routes';
import { mockImagesRoutes } from './routes/mock-images';
import { faultsPlugin } from './store/faults-plugin';
// Every index is defined before the first request (services/indexes.ts says why).
import './services/indexes';
import { assertMoneyInvariants, checkMoneyOnCommit } from './services/money-invariants';
import { storePlugin } from './store/plugin';
import { requestTransactionPlugin } from './store/request-transaction-plugin';

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const validateResponses = options.validateResponses ?? false;
  const now = options.now === undefined ? DEFAULT_NOW : new Date(options.now).getTime();
  const world = options.world ?? generateWorld({ seed: options.seed, size: options.size, now });

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit,
    clientErrorHandler,
    // The router refuses a path before any route (or the envelope's handlers) sees it: broken
    // percent-encoding, or a parameter over its length limit (100). Such a path cannot match the
    // contract, so it answers like any other that does not: 400 VALIDATION_FAILED in the envelope.
    frameworkErrors: (error, _request, reply) =>
      sendFailure(
        reply,
        'VALIDATION_FAILED',
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? 'params: a path parameter is longer than 100 characters'
          : 'params: the path is not valid URL encoding',
      ),
  });
  const config: MockConfig = { seed: options.seed, size: options.size, validateResponses };
  app.decorate('mockConfig', config);

  // Order matters: the envelope's error handler and CORS sit at the root before any route, and the
  // onRequest hooks run as registered: session, then faults, then authentication.
  await app.register(envelopePlugin, { validateResponses });
  await app.register(infrastructurePlugin);
  await app.register(storePlugin, {
    seed: world,
    clockMode: options.clockMode ?? 'frozen',
    random: options.random ?? 'crypto',
    maxSessions: Math.max(2, options.maxSessions ?? DEFAULT_MAX_SESSIONS),
    commitChecks: options.checkWholeWorld
      ? [checkMoneyOnCommit, assertMoneyInvariants]
      : [checkMoneyOnCommit],
  });
  await app.register(requestTransactionPlugin);
  await app.register(controlActionsPlugin);
  await app.register(faultsPlugin);
  await app.register(authPlugin);

  await app.register(controlPlugin);
  await app.register(apiDocsRoutes);
  await app.register(mockImagesRoutes);
  for (const resource of options.resources ?? resourceModules) await app.register(resource);

  return app;
}
