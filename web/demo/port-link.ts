/**
 * The page's side of the demo's shared worker (mock-worker.ts): a `MockLink` whose requests and
 * chat sockets go over a MessagePort to the one mock of the browser profile.
 */
import type { ChatSocket, MockLink } from '@market/mock-server/browser';
import {
  type PageMessage,
  type WorkerMessage,
  fromWireResponse,
  toWireRequest,
  transferOf,
} from './protocol';

export function portLink(port: MessagePort, onUnsaved: (unsaved: boolean) => void): MockLink {
  let next = 0;
  const answers = new Map<number, (response: Response) => void>();
  const sockets = new Map<number, ChatSocket>();
  const post = (message: PageMessage, transfer: Transferable[] = []) =>
    port.postMessage(message, transfer);

  port.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
    const message = event.data;
    switch (message.kind) {
      case 'answer':
        answers.get(message.id)?.(fromWireResponse(message.response));
        answers.delete(message.id);
        return;
      case 'chat-send':
        sockets.get(message.socket)?.send(message.text);
        return;
      case 'chat-close':
        sockets.get(message.socket)?.close(message.code, message.reason);
        sockets.delete(message.socket);
        return;
      case 'saving':
        onUnsaved(message.unsaved);
        return;
    }
  });
  port.start();
  // The worker outlives the tab: let it drop this tab's sockets.
  addEventListener('pagehide', () => post({ kind: 'bye' }));

  return {
    async answer(request) {
      const id = (next += 1);
      const wire = await toWireRequest(request);
      return new Promise((resolve) => {
        answers.set(id, resolve);
        post({ kind: 'fetch', id, request: wire }, transferOf(wire));
      });
    },
    openChat(url, socket) {
      const id = (next += 1);
      sockets.set(id, socket);
      post({ kind: 'chat-open', socket: id, url });
      return {
        receive: (text) => post({ kind: 'chat-frame', socket: id, text }),
        closed: () => {
          sockets.delete(id);
          post({ kind: 'chat-closed', socket: id });
        },
      };
    },
  };
}
