/**
 * The development-build checks, apart from the suite (which drives a production build, where the
 * devtools do not exist): the mock devtools drawer in the Vite dev server, and the API
 * documentation the mock server serves. Same fixtures as the suite (a world per test). A task of
 * `npm test` (`devtools`, before the journeys; decision 042), on ports of its own
 * (devtools/ports.ts: 4102 and 4175, or E2E_DEVTOOLS_MOCK_PORT / E2E_DEVTOOLS_WEB_PORT):
 *
 *   cd journeys && E2E_DEVTOOLS_MOCK_PORT=5142 E2E_DEVTOOLS_WEB_PORT=5143 pnpm devtools
 */
// First: it sets the ports the imports below read.
import './devtools/ports';
import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import { mockServer, webServer } from './src/servers';

const reuseExistingServer = process.env.E2E_REUSE_SERVERS === '1';

export default defineConfig({
  ...baseConfig,
  testDir: './devtools',
  workers: 1,
  globalSetup: './devtools/warm-up.ts',
  // The dev server compiles each module on its first request: the first page is slow.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  webServer: [
    mockServer(reuseExistingServer),
    webServer('--host 127.0.0.1', { reuseExistingServer, timeout: 120_000 }),
  ],
});
