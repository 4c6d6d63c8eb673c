/**
 * Interactive documentation of the API at `/__mock/docs`: Swagger UI (the `swagger-ui-dist`
 * package, served from disk: nothing comes from a CDN) over contract/openapi.json, with its examples
 * recorded from the seeded world. The document is served at `/__mock/docs/openapi.json` with this
 * server as its server, so "Try it out" calls this mock. Not part of the product contract.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTROL_PREFIX } from './paths';

export const API_DOCS_PATH = `${CONTROL_PREFIX}/docs`;

/** The renderer's files this page loads, with their types. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const require = createRequire(import.meta.url);
const assetDir = (): string =>
  (require('swagger-ui-dist') as { absolutePath(): string }).absolutePath();

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Marketplace API — mock server</title>
    <link rel="icon" type="image/png" href="${API_DOCS_PATH}/favicon-32x32.png" />
    <link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${API_DOCS_PATH}/swagger-ui-standalone-preset.js"></script>
    <script src="${API_DOCS_PATH}/init.js"></script>
  </body>
</html>
`;

// Separate from the page so that a strict Content-Security-Policy (no inline script) still works.
const INIT = `window.ui = SwaggerUIBundle({
  url: '${API_DOCS_PATH}/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  docExpansion: 'none',
  defaultModelsExpandDepth: -1,
  tryItOutEnabled: false,
  persistAuthorization: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
});
`;

/** The origin the caller reached this server at (the host header; http unless a proxy says otherwise). */
function originOf(request: FastifyRequest): string {
  const forwarded = request.headers['x-forwarded-proto'];
  const protocol = typeof forwarded === 'string' ? forwarded.split(',')[0]!.trim() : 'http';
  return `${protocol}://${request.headers.host ?? 'localhost'}`;
}

let documentText: Promise<string> | undefined;
const readDocument = () =>
  (documentText ??= readFile(require.resolve('@market/contract/openapi.json'), 'utf8'));

export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  app.get(API_DOCS_PATH, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(PAGE),
  );
  app.get(`${API_DOCS_PATH}/init.js`, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(INIT),
  );
  app.get(`${API_DOCS_PATH}/openapi.json`, async (request, reply) => {
    const document = JSON.parse(await readDocument()) as { servers?: unknown };
    document.servers = [{ url: originOf(request), description: 'This mock server' }];
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(document));
  });
  app.get<{ Params: { file: string } }>(`${API_DOCS_PATH}/:file`, async (request, reply) => {
    const type = ASSETS[request.params.file];
    if (!type) return reply.callNotFound();
    const body = await readFile(join(assetDir(), request.params.file));
    return reply.type(type).header('cache-control', 'public, max-age=3600').send(body);
  });
}
