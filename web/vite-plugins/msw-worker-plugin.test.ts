/**
 * MSW's worker from the dev server, mounted as Ladle mounts Vite's middlewares: inside a host that
 * starts every response at 404 (Koa does). The live-world stories register it in `pnpm ladle`.
 */
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { createServer } from 'vite';
import { expect, it, onTestFinished } from 'vitest';
import { MSW_WORKER_FILE, mswWorkerPlugin } from './msw-worker-plugin';

it("serves MSW's own worker with status 200 where the host's default is 404", async () => {
  const vite = await createServer({
    configFile: false,
    logLevel: 'silent',
    plugins: [mswWorkerPlugin()],
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  onTestFinished(() => vite.close());
  const host: Server = createHttpServer((request, response) => {
    response.statusCode = 404;
    vite.middlewares(request, response, () => response.end());
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => host.close(() => resolve())));
  const { port } = host.address() as AddressInfo;

  const response = await fetch(`http://127.0.0.1:${port}/${MSW_WORKER_FILE}`);

  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/javascript/);
  const installed = readFileSync(
    createRequire(import.meta.url).resolve(`msw/${MSW_WORKER_FILE}`),
    'utf8',
  );
  expect(await response.text()).toBe(installed);
});
