/**
 * What a page and the demo's mock worker say over a MessagePort (mock-worker.ts, port-link.ts):
 * a Fetch request and its answer as structured-clonable data, and the chat socket's frames. Only
 * transport: what the mock answers is the mock's (`@market/mock-server/browser`).
 */

export interface WireMessage {
  headers: Array<[string, string]>;
  /** null for no body; transferred, not copied. */
  body: ArrayBuffer | null;
}

export interface WireRequest extends WireMessage {
  method: string;
  url: string;
}

export interface WireResponse extends WireMessage {
  status: number;
}

/** From a page to the worker. */
export type PageMessage =
  | { kind: 'fetch'; id: number; request: WireRequest }
  | { kind: 'chat-open'; socket: number; url: string }
  | { kind: 'chat-frame'; socket: number; text: string }
  | { kind: 'chat-closed'; socket: number }
  /** The page is going away: its sockets are closed. */
  | { kind: 'bye' };

/** From the worker to a page. */
export type WorkerMessage =
  | { kind: 'answer'; id: number; response: WireResponse }
  | { kind: 'chat-send'; socket: number; text: string }
  | { kind: 'chat-close'; socket: number; code: number; reason: string }
  /** Whether a write is waiting to be saved (the page shows it as `<html data-demo-unsaved>`). */
  | { kind: 'saving'; unsaved: boolean };

const bodyOf = async (message: Request | Response): Promise<ArrayBuffer | null> => {
  if (message.body === null) return null;
  const bytes = await message.arrayBuffer();
  return bytes.byteLength === 0 ? null : bytes;
};

export const toWireRequest = async (request: Request): Promise<WireRequest> => ({
  method: request.method,
  url: request.url,
  headers: [...request.headers],
  body: request.method === 'GET' || request.method === 'HEAD' ? null : await bodyOf(request),
});

export const fromWireRequest = (wire: WireRequest): Request =>
  new Request(wire.url, { method: wire.method, headers: wire.headers, body: wire.body });

export const toWireResponse = async (response: Response): Promise<WireResponse> => ({
  status: response.status,
  headers: [...response.headers],
  body: await bodyOf(response),
});

export const fromWireResponse = (wire: WireResponse): Response =>
  new Response(wire.body, { status: wire.status, headers: wire.headers });

/** The buffers of a message, to transfer rather than copy. */
export const transferOf = (wire: WireMessage): Transferable[] => (wire.body ? [wire.body] : []);
