/**
 * MSW's handlers for the whole mock: every path the Fastify host serves (the product's `/api`, the
 * control API, uploaded and placeholder images) and the chat socket, each answered through a
 * `MockLink`. Give them to `setupWorker` in a browser or `setupServer` in a test process.
 */
import { CHAT_SOCKET_PATH } from '@market/contract';
import { type RequestHandler, type WebSocketHandler, http, ws } from 'msw';
import { CONTROL_PREFIX } from '../control/paths';
import type { MockLink } from './mock-link';

/** Path prefixes the mock answers, on any origin (the web app calls its own). */
export const MOCK_PATH_PREFIXES = ['/api', CONTROL_PREFIX, '/uploads', '/mock-images'] as const;

/**
 * Whether a request is the mock's: its path starts with one of the prefixes. A path that holds one
 * further down is not: in a dev server (`pnpm ladle`) the page's own modules are such paths
 * (`/src/features/chat/api/index.ts`), which a pattern with a wildcard before `/api/` took, and
 * answered with the mock's 404.
 */
function isMockRequest({ request }: { request: Request }): boolean {
  const { pathname } = new URL(request.url);
  return MOCK_PATH_PREFIXES.some((prefix) => pathname.startsWith(`${prefix}/`));
}

export function mockHandlers(link: MockLink): Array<RequestHandler | WebSocketHandler> {
  const chat = ws.link(`*${CHAT_SOCKET_PATH}`);
  return [
    http.all(isMockRequest, ({ request }) => link.answer(request)),
    chat.addEventListener('connection', ({ client }) => {
      let open = true;
      const end = link.openChat(client.url.href, {
        get open() {
          return open;
        },
        send: (text) => client.send(text),
        close: (code, reason) => {
          open = false;
          client.close(code, reason);
        },
      });
      client.addEventListener('message', (event) => {
        if (typeof event.data === 'string') end.receive(event.data);
      });
      client.addEventListener('close', () => {
        open = false;
        end.closed();
      });
    }),
  ];
}
