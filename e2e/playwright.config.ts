/**
 * Journeys in a real Chromium against the built web app (vite preview) and a freshly started mock
 * server. Each test gets its own world through the `x-mock-session` header (see tests/fixtures.ts).
 */
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './src/browser';

export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4100);
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4173);
const executablePath = findChromium();

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  webServer: [
    {
      command: `pnpm --filter @market/mock-server start --port ${MOCK_PORT} --size small`,
      url: `http://127.0.0.1:${MOCK_PORT}/__mock/health`,
      cwd: '..',
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `pnpm --filter @market/web build && pnpm --filter @market/web preview --port ${WEB_PORT} --strictPort`,
      url: `http://127.0.0.1:${WEB_PORT}`,
      cwd: '..',
      env: { MOCK_PORT: String(MOCK_PORT) },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
