/**
 * The demo's entry (vite.demo.config.ts): the marketplace with its mock in the browser, no server
 * at all. MSW's service worker takes the app's calls (`/api`, `/__mock`, `/uploads`,
 * `/mock-images`) and its chat socket, and hands them to the mock: in a shared worker, one world
 * for every tab of the browser profile, or in the page where there is no SharedWorker (some
 * mobile browsers). Then the app starts as it does in production (src/main.tsx).
 */
import type { MockLink } from '@market/mock-server/browser';
import { startMockWorker } from '@market/mock-server/browser/worker';
import { portLink } from './port-link';

/** `<html data-demo-unsaved>` while a write waits to be saved (e2e waits it out before a reload). */
const showUnsaved = (unsaved: boolean) => {
  document.documentElement.toggleAttribute('data-demo-unsaved', unsaved);
};

async function connectMock(): Promise<MockLink> {
  if (typeof SharedWorker === 'undefined') {
    const { startMockHost } = await import('./mock-host');
    return startMockHost(showUnsaved);
  }
  const worker = new SharedWorker(new URL('./mock-worker.ts', import.meta.url), {
    type: 'module',
    name: 'market-mock',
  });
  return portLink(worker.port, showUnsaved);
}

void connectMock()
  .then((link) => startMockWorker(link, `${import.meta.env.BASE_URL}mockServiceWorker.js`))
  .then(() => import('../src/main'));
