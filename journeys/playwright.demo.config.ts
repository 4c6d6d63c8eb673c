/**
 * The demo build (web/dist-demo: the app with its mock in the browser) on a plain static file
 * server that answers nothing under /api, /ws or /uploads (demo/static-server.ts): the journeys of
 * demo/ prove the marketplace works as static files. It builds the demo first unless
 * E2E_DEMO_PREBUILT=1 says it was just built: `pnpm test:demo` says so, and `npm test` runs
 * `pnpm build:demo` before it (turbo.json).
 */
import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import { DEMO_URL } from './demo/env';

const buildDemo =
  process.env.E2E_DEMO_PREBUILT === '1' ? '' : 'pnpm --filter @market/web run build:demo && ';

export default defineConfig({
  ...baseConfig,
  testDir: './demo',
  workers: 1,
  // The first page registers the service worker and builds the world in the shared worker.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: { ...baseConfig.use, baseURL: DEMO_URL },
  webServer: {
    // Node with tsx's loader, in this package: `pnpm exec` and tsx's command (which starts the
    // script in a second Node) cost 2 of the server's 4.5 CPU seconds.
    command: `${buildDemo}node --import tsx demo/static-server.ts`,
    url: DEMO_URL,
    reuseExistingServer: process.env.E2E_REUSE_SERVERS === '1',
    timeout: 300_000,
  },
});
