/// <reference types="node" />
/**
 * `pnpm build:demo`: the marketplace as static files (web/dist-demo), its mock in the browser
 * (demo/main.ts): no server answers `/api`, `/__mock`, `/uploads` or the chat socket. The app is
 * the production build's, with the mock devtools drawer (mode `demo`, app/app.tsx), without the
 * prerendered shell and first-load preloads of vite.config.ts (they would start the app's calls
 * before the mock is there). `DEMO_BASE` serves it under a path (a GitHub Pages project site:
 * `DEMO_BASE=/repo/`); default `/`.
 */
import { copyFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { aliases } from './vite-plugins/aliases';
import { contractRoutesPlugin } from './vite-plugins/contract-routes-plugin';

const SERVICE_WORKER = 'mockServiceWorker.js';
const serviceWorker = () =>
  readFileSync(createRequire(import.meta.url).resolve(`msw/${SERVICE_WORKER}`), 'utf8');

/** The demo's entry in place of the app's, MSW's service worker beside it, and a 404 page. */
function demoPlugin(): Plugin {
  return {
    name: 'market:demo',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('/src/main.tsx', '/demo/main.ts'),
    },
    configureServer(server) {
      server.middlewares.use(`${server.config.base}${SERVICE_WORKER}`, (_, res) => {
        res.setHeader('content-type', 'text/javascript');
        res.end(serviceWorker());
      });
    },
    generateBundle() {
      // Copied from the msw package at build time, so it always matches the installed version.
      this.emitFile({ type: 'asset', fileName: SERVICE_WORKER, source: serviceWorker() });
    },
    writeBundle({ dir }) {
      // Static hosts without a fallback to index.html (GitHub Pages) serve 404.html for an
      // address of the app: the app itself, which routes it.
      if (dir) copyFileSync(join(dir, 'index.html'), join(dir, '404.html'));
    },
  };
}

export default defineConfig({
  mode: 'demo',
  base: process.env.DEMO_BASE ?? '/',
  plugins: [react(), contractRoutesPlugin(), demoPlugin()],
  resolve: { alias: aliases },
  worker: { format: 'es' },
  server: { port: 5174, strictPort: true },
  preview: { port: 4174, strictPort: true },
  build: {
    outDir: 'dist-demo',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    cssCodeSplit: false,
  },
});
