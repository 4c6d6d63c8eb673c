/**
 * What a resource module is given when the mock is built: the store, the chat hub, the control
 * actions it provides, the mock's configuration, and a way to serve files off the contract
 * (uploaded images, placeholder pictures, the identity provider's page).
 */
import type { WorldSize } from '@market/world';
import type { ControlActionRegistry } from '../control/actions';
import type { ChatHub } from '../services/chat/hub';
import type { RequestJournal } from '../store/request-journal';
import type { WorldStore } from '../store/world-store';
import type { MockAnswer, MockRequest } from './mock-request';

export interface MockConfig {
  seed: number;
  size: WorldSize;
  validateResponses: boolean;
  /** Largest accepted request body (and chat frame) in bytes. */
  bodyLimit: number;
}

/** A route off the contract: a GET answering a file or a redirect. */
export type FileHandler = (request: MockRequest) => MockAnswer;

export interface MockServices {
  readonly store: WorldStore;
  readonly chatHub: ChatHub;
  readonly controlActions: ControlActionRegistry;
  readonly config: MockConfig;
  /** The sessions' request journals (`/__mock/journal`). */
  readonly journal: RequestJournal;
  /** Serves GET `pattern` (`:name` parameters, or a trailing `*`) with `handler`. */
  serveFiles(pattern: string, handler: FileHandler): void;
}

/** A file answer: bytes or text with its type, and how long browsers may keep it. */
export function fileAnswer(
  contentType: string,
  body: string | Uint8Array,
  cacheControl: string,
): MockAnswer {
  return {
    status: 200,
    headers: { 'content-type': contentType, 'cache-control': cacheControl },
    body: typeof body === 'string' ? { kind: 'text', value: body } : { kind: 'bytes', value: body },
  };
}

export const redirectAnswer = (location: string): MockAnswer => ({
  status: 302,
  headers: { location },
  body: { kind: 'none' },
});
