/**
 * The realtime chat endpoint `GET /ws` (contract `CHAT_SOCKET_PATH`, decision 003) in the Fastify
 * host: each upgraded socket belongs to the mock session chosen at the upgrade (`mockSession` query
 * parameter, as browsers cannot send headers there) and is handed to the chat's connection
 * (services/chat/chat-socket-connection.ts), the same one the browser host uses. A plain HTTP GET
 * is answered with the envelope.
 */
import websocket from '@fastify/websocket';
import { CHAT_SOCKET_PATH, type Frame } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { RawData } from 'ws';
import { sendFailure } from '../http/fastify-errors';
import { publicOriginOf } from '../mappers/user-links';
import type { Mock } from '../pipeline/mock';
import { ChatSocketConnection } from '../services/chat/chat-socket-connection';
import { sessionIdFrom } from '../store/session';

/** ws hands over a Buffer by default, a list of them only for fragmented frames. */
const frameOf = (data: RawData): Frame => (Array.isArray(data) ? Buffer.concat(data) : data);

export async function chatSocketRoutes(app: FastifyInstance, { mock }: { mock: Mock }) {
  // @fastify/websocket wraps the handler of every route in its scope: registered in this plugin's
  // own scope, it leaves the HTTP routes alone (about 4% of a detail route's throughput).
  await app.register(websocket, { options: { maxPayload: mock.config.bodyLimit } });
  app.route<{ Querystring: { mockSession?: string } }>({
    method: 'GET',
    url: CHAT_SOCKET_PATH,
    // A session id that is not valid is refused before the upgrade, in the envelope.
    onRequest: (request, _reply, done) => {
      try {
        sessionIdFrom(request.headers, request.query.mockSession);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    handler: (_request, reply) =>
      sendFailure(
        reply,
        'VALIDATION_FAILED',
        `${CHAT_SOCKET_PATH} speaks websocket only: send the Upgrade: websocket handshake`,
      ),
    wsHandler: (socket, request) => {
      const sessionId = sessionIdFrom(request.headers, request.query.mockSession);
      const connection = new ChatSocketConnection(
        sessionId,
        {
          get open() {
            return socket.readyState === socket.OPEN;
          },
          send: (text) => socket.send(text),
          close: (code, reason) => socket.close(code, reason),
        },
        {
          hub: mock.chatHub,
          origin: publicOriginOf({
            headers: request.headers,
            protocol: request.protocol,
            host: request.host,
          }),
          store: mock.store,
          log: request.log,
        },
      );
      mock.chatHub.attach(connection);
      // Listeners are attached before anything asynchronous, so no early frame is lost.
      socket.on('message', (data) => connection.receive(frameOf(data)));
      socket.on('close', () => connection.onSocketClosed());
    },
  });
}
