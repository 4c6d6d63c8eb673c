/**
 * The mock as a browser runs it, in the test process: the browser entry's `createMock` behind
 * `mockHandlers`, the MSW handlers a page's service worker serves, here intercepting this process's
 * `fetch` through MSW's `setupServer`. What reaches it is what reaches the mock in a page: a Fetch
 * `Request` on any origin, answered through `answerFetch`.
 *
 * Its world is the mock's FIXED_WORLD, as is that of a server started with `--fixed`: the two
 * hosts hold the same bytes, and the contract runner can compare them call by call (parity.test.ts).
 */
import {
  FIXED_WORLD,
  type Mock,
  type MockLink,
  createMock,
  inPageLink,
  mockHandlers,
} from '@market/mock-server/browser';
import { setupServer } from 'msw/node';

/** An origin no network answers: only MSW's handlers do. */
export const BROWSER_HOST_URL = 'http://browser-host.test';

/** One world on both hosts: the server is started with `--fixed`. */
export const WORLD_NOW = new Date(FIXED_WORLD.now);

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
    seed: FIXED_WORLD.seed,
    size: FIXED_WORLD.size,
    now: WORLD_NOW,
    clockMode: FIXED_WORLD.clock,
    random: FIXED_WORLD.random,
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
