/**
 * The mock's browser host in a test file: the browser entry's `createMock` over the test world,
 * behind the MSW handlers a page's service worker serves (`mockHandlers(inPageLink(mock))`), here
 * intercepting this process's `fetch` and `WebSocket` through MSW's `setupServer`, from beforeAll to
 * afterAll. A request on any origin reaches it as it would in a page.
 *
 * MSW intercepts the global `WebSocket`. Node 22 and later have one; on Node 20 (where it is
 * behind a flag) the `ws` package's stands in while the file runs, so the chat is tested there too.
 */
import { type Mock, createMock, inPageLink, mockHandlers } from '../../src/browser';
import { type SetupServer, setupServer } from 'msw/node';
import { WebSocket as WsWebSocket } from 'ws';
import { afterAll, beforeAll } from 'vitest';
import type { BuildAppOptions } from '../../src/config';
import { testMockOptions } from './build';

/** An origin no network answers: only MSW's handlers do. */
export const BROWSER_ORIGIN = 'http://browser-host.test';

/** Gives this process a global WebSocket for MSW to intercept, if it has none; returns the undo. */
function ensureGlobalWebSocket(): () => void {
  if (typeof globalThis.WebSocket === 'function') return () => {};
  Object.defineProperty(globalThis, 'WebSocket', {
    value: WsWebSocket,
    configurable: true,
    writable: true,
  });
  return () => {
    delete (globalThis as { WebSocket?: unknown }).WebSocket;
  };
}

export interface SharedBrowserHost {
  mock: () => Mock;
  server: () => SetupServer;
  origin: string;
}

export function sharedBrowserHost(overrides: Partial<BuildAppOptions> = {}): SharedBrowserHost {
  let mock: Mock | undefined;
  let server: SetupServer | undefined;
  let undoWebSocket = () => {};
  beforeAll(() => {
    undoWebSocket = ensureGlobalWebSocket();
    mock = createMock(testMockOptions(overrides));
    const listening = setupServer(...mockHandlers(inPageLink(mock)));
    // Nothing is meant for the network: a request no handler takes fails the test.
    listening.listen({ onUnhandledRequest: 'error' });
    server = listening;
  });
  afterAll(() => {
    server?.close();
    undoWebSocket();
  });
  const built = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the browser host is set up in beforeAll');
    return value;
  };
  return { mock: () => built(mock), server: () => built(server), origin: BROWSER_ORIGIN };
}
