/**
 * The devtools run serves a development build on ports of its own, so it never meets the suite's
 * preview build (4100/4173, or E2E_MOCK_PORT / E2E_WEB_PORT) when both run from `pnpm test`, or
 * when one is left running for quick iterations. Imported first by playwright.devtools.config.ts:
 * it points the shared fixtures (tests/support/env.ts reads E2E_MOCK_PORT / E2E_WEB_PORT) at these
 * ports, in the runner and, through the environment they inherit, in its workers.
 */
process.env.E2E_MOCK_PORT = process.env.E2E_DEVTOOLS_MOCK_PORT ?? '4102';
process.env.E2E_WEB_PORT = process.env.E2E_DEVTOOLS_WEB_PORT ?? '4175';

export {};
