/**
 * The mock's Node host (decision 041): Fastify speaks HTTP and websockets and hands every request to
 * the pipeline (pipeline/mock.ts), which the browser host runs too. What stays here is transport
 * only: CORS for the web app on another port, compressed answers, reading the body (JSON only),
 * HTTP that cannot be parsed, the chat socket's upgrade and the API docs page (Swagger UI, from
 * disk). Nothing listens until the caller does (`app.listen` in the CLI, `app.inject` in tests).
 */
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type HTTPMethods,
} from 'fastify';
import type { BuildAppOptions, MockConfig } from './config';
import type { ControlActionRegistry } from './control/actions';
import { apiDocsRoutes } from './control/api-docs';
import { clientErrorHandler } from './http/client-errors';
import { fastifyErrorHandler, sendFailure } from './http/fastify-errors';
import { readJsonBody, unsupportedMediaType } from './pipeline/json-body';
import { type Mock, createMock } from './pipeline/mock';
import { type BodyInput, type MockAnswer, NO_BODY } from './pipeline/mock-request';
import { chatSocketRoutes } from './routes/chat-socket';
import type { ChatHub } from './services/chat/hub';
import type { WorldStore } from './store/world-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The pipeline this server hosts, and the parts of it tests reach for. */
    mock: Mock;
    store: WorldStore;
    chatHub: ChatHub;
    controlActions: ControlActionRegistry;
    mockConfig: MockConfig;
  }
}

/** Methods routed to the pipeline; any other (TRACE, say) reaches it through the 404 handler. */
const PIPELINE_METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function send(reply: FastifyReply, answer: MockAnswer) {
  reply.code(answer.status).headers(answer.headers);
  switch (answer.body.kind) {
    case 'json':
    case 'text':
      return reply.send(answer.body.value);
    case 'bytes': {
      const { value } = answer.body;
      return reply.send(Buffer.from(value.buffer, value.byteOffset, value.byteLength));
    }
    case 'none':
      return reply.send();
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { logger = false, ...mockOptions } = options;
  const app = Fastify({
    logger,
    bodyLimit: options.bodyLimit,
    clientErrorHandler,
    // The router refuses a path it cannot decode before any route sees it: such a path cannot
    // match the contract, so it answers like any other that does not.
    frameworkErrors: (error, _request, reply) =>
      sendFailure(
        reply,
        'VALIDATION_FAILED',
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? 'params: a path parameter is longer than 100 characters'
          : 'params: the path is not valid URL encoding',
      ),
  });
  const mock = createMock({ ...mockOptions, log: app.log });
  app.decorate('mock', mock);
  app.decorate('store', mock.store);
  app.decorate('chatHub', mock.chatHub);
  app.decorate('controlActions', mock.controlActions);
  app.decorate('mockConfig', mock.config);
  app.setErrorHandler(fastifyErrorHandler);

  // Reflects the caller's origin and requested headers (api_key, x-mock-session): it is a mock.
  // An OPTIONS that is not a preflight is answered 204 too, with the path's Allow header below.
  await app.register(cors, {
    origin: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    strictPreflight: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'OPTIONS') {
      const allowed = mock.allowed(request.url.split('?')[0]!);
      if (allowed.length) reply.header('allow', allowed.join(', '));
    }
    return payload;
  });
  // As a real API behind any web server: gzip or brotli for a client that accepts it (a page of
  // posts is about 19 kB of JSON, 3 kB compressed; the web app's measured load pays the latter).
  await app.register(compress, { global: true });

  // The body is read here and judged by the pipeline (json-body.ts), which refuses what could not
  // be read at the same step in every host.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, readJsonBody(body as string)),
  );
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, _body, done) =>
    done(null, unsupportedMediaType(request.headers['content-type'] ?? '')),
  );

  await app.register(chatSocketRoutes, { mock });
  await app.register(apiDocsRoutes);

  const serve = async (request: FastifyRequest, reply: FastifyReply) =>
    send(
      reply,
      await mock.handle({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: (request.body as BodyInput | undefined) ?? NO_BODY,
        protocol: request.protocol,
        host: request.host,
        log: request.log,
      }),
    );
  app.route({ method: PIPELINE_METHODS, url: '*', handler: serve });
  app.setNotFoundHandler(serve);
  return app;
}
