/**
 * The two servers the journeys' configs start (playwright.config.ts, playwright.devtools.config.ts)
 * on the ports of tests/support/env.ts: the mock, and the web app's Vite proxying to it. Each runs
 * in its own package without `pnpm --filter` in front (about 1.3 CPU s each), the mock under tsx's
 * loader in one Node, as its `start` script runs it but without tsx's command starting a second one.
 */
import { MOCK_PORT, MOCK_URL, WEB_PORT, WEB_URL } from '../tests/support/env';

export function mockServer(reuseExistingServer: boolean) {
  return {
    command: `node --import tsx src/cli.ts --port ${MOCK_PORT} --size small`,
    url: `${MOCK_URL}/__mock/health`,
    cwd: '../mock-server',
    reuseExistingServer,
    timeout: 60_000,
  };
}

/** Vite in web/ (`viteArgs`: its command and options), after `before` when given (a build). */
export function webServer(
  viteArgs: string,
  options: { reuseExistingServer: boolean; timeout: number; before?: string },
) {
  return {
    command: `${options.before ?? ''}node node_modules/vite/bin/vite.js ${viteArgs} --port ${WEB_PORT} --strictPort`,
    url: WEB_URL,
    cwd: '../web',
    env: { MOCK_PORT: String(MOCK_PORT) },
    reuseExistingServer: options.reuseExistingServer,
    timeout: options.timeout,
  };
}
