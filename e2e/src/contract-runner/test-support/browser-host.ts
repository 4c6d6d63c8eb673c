/**
 * The mock as a browser runs it, in the test process: the browser entry's `createMock` behind
 * `mockHandlers`, the MSW handlers a page's service worker serves, here intercepting this process's
 * `fetch` through MSW's `setupServer`. What reaches it is what reaches the mock in a page: a Fetch
 * `Request` on any origin, answered through `answerFetch`.
 *
 * The world matches a server started with `SERVER_WORLD_ARGS`, so that the two hosts hold the
 * same bytes and the contract runner can compare them call by call (parity.test.ts).
 */
import {
  type Mock,
  type MockLink,
  createMock,
  inPageLink,
  mockHandlers,
} from '@market/mock-server/browser';
import { setupServer } from 'msw/node';

/** An origin no network answers: only MSW's handlers do. */
export const BROWSER_HOST_URL = 'http://browser-host.test';

/** One world on both hosts: seed, size and time fixed, the clock frozen, tokens seeded. */
const SEED = 1;
const NOW = '2026-03-01T09:00:00+09:00';
export const WORLD_NOW = new Date(NOW);
export const SERVER_WORLD_ARGS = [
  '--seed',
  String(SEED),
  '--size',
  'small',
  '--now',
  NOW,
  '--clock',
  'frozen',
  '--random',
  'seeded',
] as const;

export interface BrowserHost {
  baseUrl: string;
  mock: Mock;
  /** Answers through `link` instead until `restore` (a wrapped link that changes answers). */
  answerThrough(link: (inPage: MockLink) => MockLink): void;
  restore(): void;
  close(): void;
}

/**
 * Starts intercepting this process's fetch. Requests MSW has no handler for fail (none is
 * expected), so that nothing is silently sent to the network instead.
 */
export function startBrowserHost(): BrowserHost {
  const mock = createMock({
    seed: SEED,
    size: 'small',
    now: WORLD_NOW,
    clockMode: 'frozen',
    random: 'seeded',
  });
  const inPage = inPageLink(mock);
  const server = setupServer(...mockHandlers(inPage));
  server.listen({ onUnhandledRequest: 'error' });
  return {
    baseUrl: BROWSER_HOST_URL,
    mock,
    answerThrough: (wrap) => server.use(...mockHandlers(wrap(inPage))),
    restore: () => server.resetHandlers(),
    close: () => server.close(),
  };
}
