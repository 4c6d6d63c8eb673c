/**
 * MSW's service worker (`mockServiceWorker.js`) at the root of Ladle's dev server and build, where
 * the live-world stories register it (test/live-world.tsx). It is read from the installed `msw`
 * package, so it always matches the library's version (MSW refuses a worker of another version)
 * and no generated copy is committed. Only Ladle's Vite config uses this plugin: the app's build
 * holds no mock (scripts/check-no-devtools.mjs checks).
 *
 * Ladle stubs `msw` out (an empty module) unless its own MSW addon is on, and that addon copies
 * the worker into the public folder, which is the app's. So the addon stays off and this plugin
 * gives `msw` back: a plugin's config comes after Ladle's, and an alias of its own wins. The
 * stories reach `msw` only through the mock (`@market/mock-server/browser/worker` starts the worker
 * for its own handlers), so the worker and the handlers are of one copy with nothing deduplicated.
 * (Ladle's own addon keeps a lazy import of its copy, loaded only for a story with `msw` handlers:
 * none has.)
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

export const MSW_WORKER_FILE = 'mockServiceWorker.js';

function workerSource(): string {
  return readFileSync(createRequire(import.meta.url).resolve(`msw/${MSW_WORKER_FILE}`), 'utf8');
}

export function mswWorkerPlugin(): Plugin {
  return {
    name: 'market:msw-worker',
    config: () => ({
      resolve: { alias: { 'msw/browser': 'msw/browser', msw: 'msw' } },
    }),
    configureServer(server) {
      server.middlewares.use(`/${MSW_WORKER_FILE}`, (_request, response) => {
        // Ladle's dev server runs Vite's middlewares inside Koa, which starts every response at
        // 404: unset, the status stayed so and the browser refused the worker.
        response.statusCode = 200;
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.setHeader('cache-control', 'no-store');
        response.end(workerSource());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: MSW_WORKER_FILE, source: workerSource() });
    },
  };
}
