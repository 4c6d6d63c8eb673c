/**
 * How MSW's handlers reach the mock (decision 041). In the page (`inPageLink`), the mock is built
 * beside the handlers: Ladle stories and test processes. In the demo build the mock lives in a
 * shared worker instead, so that every tab of a browser profile talks to one world; that link
 * posts the same calls to the worker. Either way the answer comes from `answerFetch` and the chat
 * from `ChatSocketConnection`: nothing of the mock is written twice.
 */
import { CHAT_SOCKET_PATH } from '@market/contract';
import type { Mock } from '../pipeline/mock';
import type { MockLog } from '../pipeline/mock-request';
import { type ChatSocket, ChatSocketConnection } from '../services/chat/chat-socket-connection';
import { sessionIdFrom } from '../store/session';
import { answerFetch } from './fetch-handler';

/** The mock's side of one chat socket: frames from the client, and its end. */
export interface ChatSocketEnd {
  receive(frame: string): void;
  closed(): void;
}

export interface MockLink {
  answer(request: Request): Promise<Response>;
  /** Opens a chat socket at `url` (`/ws?mockSession=…`), talking to `socket`. */
  openChat(url: string, socket: ChatSocket): ChatSocketEnd;
}

/** Opens a chat socket on a mock: shared by every link, in the page or in the worker. */
export function openChatSocket(
  mock: Mock,
  url: string,
  socket: ChatSocket,
  log?: MockLog,
): ChatSocketEnd {
  const address = new URL(url);
  if (address.pathname !== CHAT_SOCKET_PATH)
    throw new Error(`No chat socket at ${address.pathname}`);
  const sessionId = sessionIdFrom({}, address.searchParams.get('mockSession') ?? undefined);
  const connection = new ChatSocketConnection(sessionId, socket, {
    hub: mock.chatHub,
    // Links to uploads in chat messages are on the page's origin, where MSW answers them.
    origin: `${address.protocol === 'wss:' ? 'https' : 'http'}://${address.host}`,
    store: mock.store,
    log: log ?? console,
  });
  mock.chatHub.attach(connection);
  return {
    receive: (frame) => connection.receive(frame),
    closed: () => connection.onSocketClosed(),
  };
}

export const inPageLink = (mock: Mock, log?: MockLog): MockLink => ({
  answer: (request) => answerFetch(mock, request, log),
  openChat: (url, socket) => openChatSocket(mock, url, socket, log),
});
