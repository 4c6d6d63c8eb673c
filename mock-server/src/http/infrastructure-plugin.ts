/**
 * Transport before anything of the product: CORS for the web app on another port, compressed
 * answers, and JSON as the only request body format. (Websockets belong to the chat module's `/ws`
 * route alone.)
 */
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';

export const infrastructurePlugin = fp(
  async (app) => {
    // Reflects the caller's origin and requested headers (api_key, x-mock-session): it is a mock.
    // An OPTIONS that is not a preflight (no Origin or no Access-Control-Request-Method) is answered
    // 204 with the path's Allow header too, instead of the plugin's plain-text 400.
    await app.register(cors, {
      origin: true,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      strictPreflight: false,
    });
    // As a real API behind any web server: gzip or brotli for a client that accepts it (a page of
    // posts is about 19 kB of JSON, 3 kB compressed; the web app's measured load pays the latter).
    await app.register(compress, { global: true });

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
