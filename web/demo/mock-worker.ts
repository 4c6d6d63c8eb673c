/// <reference lib="webworker" />
/**
 * The demo's mock in a shared worker: one world for every tab of a browser profile, so that a
 * buyer's tab and a seller's tab chat live. Each tab's port carries its Fetch requests and chat
 * sockets (protocol.ts) to the one mock (mock-host.ts).
 */
import type { ChatSocketEnd } from '@market/mock-server/browser';
import { startMockHost } from './mock-host';
import {
  type PageMessage,
  type WorkerMessage,
  fromWireRequest,
  toWireResponse,
  transferOf,
} from './protocol';

declare const self: SharedWorkerGlobalScope;

const ports = new Set<MessagePort>();
let unsaved = false;
const host = startMockHost((now) => {
  unsaved = now;
  for (const port of ports) port.postMessage({ kind: 'saving', unsaved } satisfies WorkerMessage);
});

function serve(port: MessagePort): void {
  const sockets = new Map<number, ChatSocketEnd>();
  const post = (message: WorkerMessage, transfer: Transferable[] = []) =>
    port.postMessage(message, transfer);
  const closeAll = () => {
    for (const end of sockets.values()) end.closed();
    sockets.clear();
  };
  port.addEventListener('message', (event: MessageEvent<PageMessage>) => {
    const message = event.data;
    void host.then(async (link) => {
      switch (message.kind) {
        case 'fetch': {
          const response = await toWireResponse(
            await link.answer(fromWireRequest(message.request)),
          );
          post({ kind: 'answer', id: message.id, response }, transferOf(response));
          return;
        }
        case 'chat-open': {
          let open = true;
          const end = link.openChat(message.url, {
            get open() {
              return open;
            },
            send: (text) => post({ kind: 'chat-send', socket: message.socket, text }),
            close: (code, reason) => {
              open = false;
              sockets.delete(message.socket);
              post({ kind: 'chat-close', socket: message.socket, code, reason });
            },
          });
          sockets.set(message.socket, end);
          return;
        }
        case 'chat-frame':
          sockets.get(message.socket)?.receive(message.text);
          return;
        case 'chat-closed':
          sockets.get(message.socket)?.closed();
          sockets.delete(message.socket);
          return;
        case 'bye':
          closeAll();
          ports.delete(port);
          return;
      }
    });
  });
  ports.add(port);
  port.start();
  post({ kind: 'saving', unsaved });
}

self.addEventListener('connect', (event) => {
  for (const port of event.ports) serve(port);
});
