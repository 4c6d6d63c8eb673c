/**
 * Transport before anything of the product: CORS for the web app on another port, websockets for
 * chat (`/ws` is added by the chat module), and JSON as the only request body format.
 */
import cors from '@fastify/cors';
import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';

export interface InfrastructurePluginOptions {
  bodyLimit: number;
}

export const infrastructurePlugin = fp<InfrastructurePluginOptions>(
  async (app, options) => {
    // Reflects the caller's origin and requested headers (api_key, x-mock-session): it is a mock.
    await app.register(cors, { origin: true, methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] });
    await app.register(websocket, { options: { maxPayload: options.bodyLimit } });

    // JSON only: without the text/plain parser a wrong content type is 415, not a confusing 400.
    // An empty JSON body counts as no body, so bodyless POSTs work whatever headers a client sends;
    // routes that need a body then fail validation with VALIDATION_FAILED.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'mock-infrastructure', fastify: '5.x' },
);
