/**
 * The realtime chat endpoint `GET /ws` (contract `CHAT_SOCKET_PATH`, decision 003): each upgraded
 * socket belongs to the mock session chosen at the upgrade (`mockSession` query parameter, as
 * browsers cannot send headers there) and is registered in the chat hub, which this plugin also
 * provides to the HTTP chat routes. A plain HTTP GET is answered with the envelope.
 */
import websocket from '@fastify/websocket';
import { CHAT_SOCKET_PATH, type Frame } from '@market/contract';
import fp from 'fastify-plugin';
import type { RawData } from 'ws';
import { sendFailure } from '../http/envelope-plugin';
import { publicOriginOf } from '../mappers/user-links';
import { ChatSocketConnection } from '../services/chat/chat-socket-connection';
import { chatHubPlugin } from '../services/chat/hub-plugin';

/** ws hands over a Buffer by default, a list of them only for fragmented frames. */
const frameOf = (data: RawData): Frame => (Array.isArray(data) ? Buffer.concat(data) : data);

export const chatSocketPlugin = fp(
  async (app) => {
    await app.register(chatHubPlugin);

    // @fastify/websocket wraps the handler of every route in its scope. Registered here, in this
    // route's own scope, it leaves the HTTP routes alone (about 4% of a detail route's throughput).
    await app.register(async (socketScope) => {
      await socketScope.register(websocket, {
        options: { maxPayload: app.initialConfig.bodyLimit },
      });
      socketScope.route({
        method: 'GET',
        url: CHAT_SOCKET_PATH,
        handler: (_request, reply) =>
          sendFailure(
            reply,
            'VALIDATION_FAILED',
            `${CHAT_SOCKET_PATH} speaks websocket only: send the Upgrade: websocket handshake`,
          ),
        wsHandler: (socket, request) => {
          const connection = new ChatSocketConnection(request.session.id, socket, {
            hub: app.chatHub,
            origin: publicOriginOf(request),
            store: app.store,
            log: request.log,
          });
          app.chatHub.attach(connection);
          // Listeners are attached before anything asynchronous, so no early frame is lost.
          socket.on('message', (data) => connection.receive(frameOf(data)));
          socket.on('close', () => connection.onSocketClosed());
        },
      });
    });
  },
  {
    name: 'mock-chat-socket',
    dependencies: ['mock-store', 'mock-infrastructure'],
    fastify: '5.x',
  },
);
