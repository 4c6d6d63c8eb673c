/**
 * Journeys in a real Chromium against the built web app (vite preview) and a freshly started mock
 * server. Each test gets its own world through the `x-mock-session` header (see tests/fixtures.ts).
 *
 * For quick iteration, start both servers yourself on the ports below (or on others named by
 * E2E_MOCK_PORT / E2E_WEB_PORT) and set E2E_REUSE_SERVERS=1; a normal run (and `npm test`) always
 * starts fresh ones, so it never drives a stale build or someone else's server.
 */
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './src/browser';
import { mockServer, webServer } from './src/servers';
import { WEB_URL } from './tests/support/env';

const executablePath = findChromium();
const reuseExistingServer = process.env.E2E_REUSE_SERVERS === '1';
/**
 * The suite's own build of the web app (the journeys' `build:web`, into node_modules/.cache/web-build), apart
 * from web/dist: a `pnpm build` run by someone else during the suite must not swap the files the
 * preview server is serving. Like `pnpm build`, it fails when a page is over the first-load budget
 * (web/vite-plugins/first-load-budget.ts). E2E_WEB_PREBUILT=1 says the build was made just before
 * this run (`npm test`'s `test:journeys` task, which Turborepo runs after `build:web`; decision 042).
 */
const WEB_BUILD_DIR = '../journeys/node_modules/.cache/web-build';
const buildWeb =
  process.env.E2E_WEB_PREBUILT === '1' ? '' : 'pnpm --filter @market/journeys run build:web && ';

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // A ceiling, not a wait: every step waits on a state. The longest journeys take 15-25 s alone
  // and half again on a loaded two-core machine; at 30 s they failed there while working.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // On GitHub's runners also the HTML report, which the workflow keeps when a run fails.
  reporter: process.env.CI
    ? [
        ['list'],
        ['json', { outputFile: 'reports/e2e.json' }],
        ...(process.env.GITHUB_ACTIONS
          ? [['html', { open: 'never', outputFolder: 'reports/html' }] as const]
          : []),
      ]
    : 'list',
  use: {
    baseURL: WEB_URL,
    // The product's business time zone and default language: dates and numbers render the same on
    // every machine.
    timezoneId: 'Asia/Seoul',
    locale: 'ko-KR',
    viewport: { width: 1280, height: 800 },
    // Recording a trace costs about a quarter of the suite's CPU time, and a CI run's only output
    // that reaches a reader is its log: on with E2E_TRACE=1 only (a failure still leaves its page
    // snapshot and screenshot in test-results/, and the list reporter prints the failed step).
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  webServer: [
    mockServer(reuseExistingServer),
    webServer(`preview --outDir ${WEB_BUILD_DIR}`, {
      before: buildWeb,
      reuseExistingServer,
      timeout: 180_000,
    }),
  ],
});
