/**
 * A websocket client for chat tests: it parses every frame with the contract's
 * `parseServerMessage` (a frame breaking the protocol fails the test) and lets a test await the next
 * message of a type. Every client opened is closed when the test ends. It speaks the WHATWG
 * WebSocket API, so the same client runs over the `ws` package against a listening server and over
 * the global WebSocket that MSW intercepts for the browser host (browser-host.test.ts).
 */
import {
  CHAT_SOCKET_PATH,
  type ClientMessageInput,
  type ServerMessage,
  encodeClientMessage,
  parseServerMessage,
} from '@market/contract';
import { onTestFinished } from 'vitest';
import { WebSocket as WsWebSocket } from 'ws';

type Of<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;

/** What the client needs of a socket: the WHATWG API, which `ws` implements too. */
type Socket = Pick<WebSocket, 'addEventListener' | 'send' | 'close' | 'readyState'>;
type SocketClass = new (url: string) => Socket;

const WAIT_MS = 2_000;
const CLOSED = 3;

export class ChatSocketClient {
  /** Messages received and not yet taken by `next`, oldest first. */
  readonly inbox: ServerMessage[] = [];
  private wake: (() => void) | null = null;
  closed: { code: number; reason: string } | null = null;

  private constructor(readonly socket: Socket) {
    socket.addEventListener('message', (event) => {
      if (typeof event.data !== 'string')
        throw new Error('the chat protocol sends text frames only');
      const parsed = parseServerMessage(event.data);
      if (!parsed.ok) throw new Error(`server broke the protocol: ${parsed.error.message}`);
      this.inbox.push(parsed.message);
      this.wake?.();
    });
    socket.addEventListener('close', (event) => {
      this.closed = { code: event.code, reason: event.reason };
      this.wake?.();
    });
  }

  /**
   * Opens a socket to `baseUrl` in a mock session, and closes it when the test ends. `Socket` is
   * `ws`'s class by default; the browser host's tests pass the global one.
   */
  static async open(
    baseUrl: string,
    session?: string,
    Socket: SocketClass = WsWebSocket as unknown as SocketClass,
  ): Promise<ChatSocketClient> {
    const query = session === undefined ? '' : `?mockSession=${encodeURIComponent(session)}`;
    const url = `${baseUrl.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}${query}`;
    const socket = new Socket(url);
    const client = new ChatSocketClient(socket);
    onTestFinished(() => client.close());
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error(`no socket at ${url}`)), {
        once: true,
      });
    });
    return client;
  }

  /** Sends a protocol message (validated by the contract first). */
  send(message: ClientMessageInput): void {
    this.socket.send(encodeClientMessage(message));
  }

  /** Sends raw text, to test what the server does with frames outside the protocol. */
  sendRaw(text: string): void {
    this.socket.send(text);
  }

  /** The next message of a type; messages of other types stay in the inbox. */
  async next<T extends ServerMessage['type']>(type: T, timeoutMs = WAIT_MS): Promise<Of<T>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.inbox.findIndex((message) => message.type === type);
      if (index >= 0) return this.inbox.splice(index, 1)[0] as Of<T>;
      if (this.closed)
        throw new Error(`socket closed (${this.closed.code}) while awaiting ${type}`);
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(`no ${type} within ${timeoutMs} ms; inbox: ${JSON.stringify(this.inbox)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  /** Signs the socket in and waits for `ready`. */
  async auth(token: string): Promise<Of<'ready'>> {
    this.send({ type: 'auth', token });
    return this.next('ready');
  }

  /** Joins a room and waits for `joined`. */
  async join(roomId: string): Promise<Of<'joined'>> {
    this.send({ type: 'join', roomId });
    return this.next('joined');
  }

  /**
   * A ping answered: every frame the server wrote before the pong has arrived, so a test can then
   * assert that something was not delivered.
   */
  async roundTrip(): Promise<void> {
    const at = Math.floor(Math.random() * 1e9);
    this.send({ type: 'ping', at });
    const pong = await this.next('pong');
    if (pong.at !== at) throw new Error(`pong for ${pong.at}, expected ${at}`);
  }

  /** Waits until the server closes the socket. */
  async closedByServer(timeoutMs = WAIT_MS): Promise<{ code: number; reason: string }> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed) {
      if (Date.now() > deadline) throw new Error('the server did not close the socket');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return this.closed;
  }

  close(): Promise<void> {
    if (this.closed || this.socket.readyState === CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.addEventListener('close', () => resolve(), { once: true });
      this.socket.close();
    });
  }
}
