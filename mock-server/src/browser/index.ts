/**
 * The mock for a browser or a test process (`@market/mock-server/browser`), decision 041: the same
 * pipeline as the Fastify server, answered through MSW. Nothing here imports Node.
 */
export {
  SNAPSHOT_VERSION,
  createMock,
  type Mock,
  type MockOptions,
  type MockSnapshot,
} from '../pipeline/mock';
export { answerFetch, responseOf } from './fetch-handler';
export { FIXED_WORLD } from '../fixed-world';
export type { ChatSocket } from '../services/chat/chat-socket-connection';
export { type ChatSocketEnd, type MockLink, inPageLink, openChatSocket } from './mock-link';
export { MOCK_PATH_PREFIXES, mockHandlers } from './msw-handlers';
