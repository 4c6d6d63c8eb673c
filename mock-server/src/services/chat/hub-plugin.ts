/**
 * Decorates the app with the chat hub (`app.chatHub`), the registry of chat sockets per session and
 * room, and empties a session's part of it when the session is reset or evicted.
 */
import fp from 'fastify-plugin';
import { ChatHub } from './hub';

declare module 'fastify' {
  interface FastifyInstance {
    chatHub: ChatHub;
  }
}

export const chatHubPlugin = fp(
  async (app) => {
    const hub = new ChatHub();
    app.decorate('chatHub', hub);
    app.store.onDrop((sessionId) => hub.dropSession(sessionId));
  },
  { name: 'mock-chat-hub', dependencies: ['mock-store'], fastify: '5.x' },
);
