/**
 * The mock behind MSW's service worker in a page (`@market/mock-server/browser/worker`): the
 * handlers of msw-handlers.ts started with `setupWorker`, from the one msw this package depends
 * on, so that the handlers and the worker are of the same msw. Apart from ./index.ts, which test
 * processes import, because msw/browser is for pages only.
 */
import { setupWorker } from 'msw/browser';
import type { MockLink } from './mock-link';
import { mockHandlers } from './msw-handlers';

/** MSW's service worker in the page, answering through one mock link at a time. */
export interface MockWorker {
  /**
   * Answers the page's requests through `link` from now on (the demo's one mock, or the mock of
   * the live story shown); with null, the mock answers nothing and every request goes on to the
   * network.
   */
  answerWith(link: MockLink | null): void;
}

/**
 * Starts MSW's service worker (at `serviceWorkerUrl`, msw's `mockServiceWorker.js` served by the
 * page's host) answering through `link`, or through nothing until `answerWith` gives a link;
 * resolves once the page's requests reach it. Requests the mock does not answer go to the network.
 */
export async function startMockWorker(
  link: MockLink | null,
  serviceWorkerUrl: string,
): Promise<MockWorker> {
  const worker = setupWorker();
  const answerWith = (next: MockLink | null) => {
    // Back to the worker's own handlers (none), then the link's.
    worker.resetHandlers();
    if (next) worker.use(...mockHandlers(next));
  };
  answerWith(link);
  await worker.start({
    serviceWorker: { url: serviceWorkerUrl },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return { answerWith };
}
