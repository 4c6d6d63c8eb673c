/**
 * The mock behind MSW's service worker in a page (`@market/mock-server/browser/worker`): the
 * handlers of msw-handlers.ts started with `setupWorker`, from the one msw this package depends
 * on, so that the handlers and the worker are of the same msw. Apart from ./index.ts, which test
 * processes import, because msw/browser is for pages only.
 */
import { setupWorker } from 'msw/browser';
import type { MockLink } from './mock-link';
import { mockHandlers } from './msw-handlers';

/**
 * Starts MSW's service worker (at `serviceWorkerUrl`, msw's `mockServiceWorker.js` served by the
 * page's host) answering through `link`; resolves once the page's requests reach it. Requests
 * the mock does not answer go to the network.
 */
export function startMockWorker(link: MockLink, serviceWorkerUrl: string): Promise<unknown> {
  return setupWorker(...mockHandlers(link)).start({
    serviceWorker: { url: serviceWorkerUrl },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
