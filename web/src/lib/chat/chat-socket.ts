/**
 * The one chat socket of a signed-in tab (ARCHITECTURE: beside the one HTTP client). It speaks the
 * contract's protocol (`ws-protocol.ts`) over partysocket's reconnecting websocket, so reconnection
 * with backoff is the library's, not a loop of ours. On every (re)connection it authenticates with
 * the session token, waits for `ready`, then joins again every room a screen holds open; each
 * `joined` carries the room's latest history, which screens merge by message id to fill the gap of
 * the time offline without showing a message twice. Sends made while offline wait for `ready`.
 *
 * It also knows when it is offline rather than trusting the connection: the browser's `offline`
 * and `online` events close it and open it again, and a heartbeat (the protocol's `ping`, answered
 * by `pong`) sent after a few silent seconds reconnects when nothing comes back, since a connection
 * whose network is gone can stay "open" for as long as the OS keeps it.
 */
import {
  CHAT_SOCKET_PATH,
  encodeClientMessage,
  parseServerMessage,
  type ClientMessageInput,
  type ServerMessage,
} from '@market/contract';
import ReconnectingWebSocket from 'partysocket/ws';
import { env } from '@/lib/env';
import { getToken, subscribeSession } from '@/lib/session/session-store';

/**
 * connecting: no `ready` yet (first connection); ready: authenticated; offline: lost, retrying;
 * noNetwork: the browser is offline, so no try is made until it is back.
 */
export type ChatSocketState = 'connecting' | 'ready' | 'offline' | 'noNetwork';

/** After this long without a frame from the server, a `ping` asks whether it is still there. */
export const PING_AFTER_SILENT_MS = 4_000;
/** A connection that stays silent this long after the `ping` is dead: at most 7 s to notice. */
export const PONG_WITHIN_MS = 3_000;
/** How often the silence is measured. */
const HEARTBEAT_TICK_MS = 1_000;

type RoomEvent = Extract<ServerMessage, { type: 'joined' | 'message' | 'error' }>;
type RoomListener = (event: RoomEvent) => void;
type StateListener = () => void;

/** The socket's address: the API's origin (or this page's) with ws(s) and the contract's path. */
export function chatSocketUrl(apiBaseUrl: string = env.apiBaseUrl): string {
  const base = apiBaseUrl || window.location.origin;
  const url = new URL(CHAT_SOCKET_PATH, base.endsWith('/') ? base : `${base}/`);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

export interface ChatSocketOptions {
  /** Default: the API's origin (`chatSocketUrl()`). */
  url?: string;
  /** A WebSocket implementation (Node tests); default the platform's. */
  WebSocket?: unknown;
}

export class ChatSocket {
  private readonly ws: ReconnectingWebSocket;
  private currentState: ChatSocketState = 'connecting';
  private everReady = false;
  /** Rooms a screen holds open, with how many screens hold each. */
  private readonly rooms = new Map<string, number>();
  private readonly roomListeners = new Map<string, Set<RoomListener>>();
  private readonly stateListeners = new Set<StateListener>();
  /** Sends waiting for `ready`. */
  private outbox: ClientMessageInput[] = [];
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private lastHeardAt = 0;
  private pingedAt: number | null = null;
  private networkDown = typeof navigator !== 'undefined' && navigator.onLine === false;

  constructor(
    readonly token: string,
    options: ChatSocketOptions = {},
  ) {
    this.ws = new ReconnectingWebSocket(options.url ?? chatSocketUrl(), undefined, {
      minReconnectionDelay: 500,
      maxReconnectionDelay: 5000,
      // Our own frames wait for `ready` in the outbox; the library's queue would send them first.
      maxEnqueuedMessages: 0,
      // A tab opened without a network waits for the browser's `online` event.
      startClosed: this.networkDown,
      ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
    });
    this.ws.addEventListener('open', this.onOpen);
    this.ws.addEventListener('close', this.onClose);
    this.ws.addEventListener('message', this.onMessage);
    if (typeof window !== 'undefined') {
      window.addEventListener('offline', this.onNetworkLost);
      window.addEventListener('online', this.onNetworkBack);
    }
    if (this.networkDown) this.currentState = 'noNetwork';
  }

  get state(): ChatSocketState {
    return this.currentState;
  }

  /** Hold a room open: joined now if ready, and again after every reconnection. */
  join(roomId: string): () => void {
    const holders = this.rooms.get(roomId) ?? 0;
    this.rooms.set(roomId, holders + 1);
    if (holders === 0 && this.currentState === 'ready') this.write({ type: 'join', roomId });
    return () => {
      const left = (this.rooms.get(roomId) ?? 1) - 1;
      if (left > 0) {
        this.rooms.set(roomId, left);
        return;
      }
      this.rooms.delete(roomId);
      if (this.currentState === 'ready') this.write({ type: 'leave', roomId });
    };
  }

  /** Send a text or images into a room; waits for `ready` when offline. */
  send(message: Extract<ClientMessageInput, { type: 'text' | 'image' }>): void {
    if (this.currentState === 'ready') this.write(message);
    else this.outbox.push(message);
  }

  /** `joined`, `message` and `error` frames about one room (errors without a room go to all). */
  onRoom(roomId: string, listener: RoomListener): () => void {
    const set = this.roomListeners.get(roomId) ?? new Set();
    set.add(listener);
    this.roomListeners.set(roomId, set);
    return () => set.delete(listener);
  }

  onState(listener: StateListener): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Drop the connection and connect again (the connection-state banner's retry). */
  reconnect(): void {
    if (!this.networkDown) this.ws.reconnect();
  }

  close(): void {
    this.stopHeartbeat();
    if (typeof window !== 'undefined') {
      window.removeEventListener('offline', this.onNetworkLost);
      window.removeEventListener('online', this.onNetworkBack);
    }
    this.ws.removeEventListener('open', this.onOpen);
    this.ws.removeEventListener('close', this.onClose);
    this.ws.removeEventListener('message', this.onMessage);
    this.ws.close();
    this.roomListeners.clear();
    this.stateListeners.clear();
  }

  private write(message: ClientMessageInput): void {
    this.ws.send(encodeClientMessage(message));
  }

  private setState(state: ChatSocketState): void {
    if (state === this.currentState) return;
    this.currentState = state;
    for (const listener of [...this.stateListeners]) listener();
  }

  private readonly onOpen = () => {
    this.startHeartbeat();
    this.write({ type: 'auth', token: this.token });
  };

  private readonly onClose = () => {
    this.stopHeartbeat();
    this.setState(this.networkDown ? 'noNetwork' : this.everReady ? 'offline' : 'connecting');
  };

  /** The browser lost its network: nothing can be sent, so stop trying until it is back. */
  private readonly onNetworkLost = () => {
    this.networkDown = true;
    this.ws.close();
    // Closing an open socket tells `onClose`; one already closed or still connecting may not.
    this.stopHeartbeat();
    this.setState('noNetwork');
  };

  private readonly onNetworkBack = () => {
    this.networkDown = false;
    this.setState(this.everReady ? 'offline' : 'connecting');
    this.ws.reconnect();
  };

  /**
   * Every second: after PING_AFTER_SILENT_MS without a frame, a `ping`; after PONG_WITHIN_MS more
   * without any, the connection is dead, and partysocket drops it and connects again.
   */
  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.lastHeardAt = Date.now();
    this.pingedAt = null;
    this.heartbeat = setInterval(() => {
      const now = Date.now();
      if (this.pingedAt !== null && now - this.pingedAt >= PONG_WITHIN_MS) {
        this.stopHeartbeat();
        this.ws.reconnect();
      } else if (this.pingedAt === null && now - this.lastHeardAt >= PING_AFTER_SILENT_MS) {
        this.pingedAt = now;
        this.write({ type: 'ping', at: now });
      }
    }, HEARTBEAT_TICK_MS);
  }

  private stopHeartbeat(): void {
    if (this.heartbeat !== null) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private readonly onMessage = (event: MessageEvent) => {
    // Any frame shows the connection is alive.
    this.lastHeardAt = Date.now();
    this.pingedAt = null;
    const parsed = parseServerMessage(event.data as string);
    if (!parsed.ok) return;
    const message = parsed.message;
    switch (message.type) {
      case 'ready': {
        this.everReady = true;
        for (const roomId of this.rooms.keys()) this.write({ type: 'join', roomId });
        const waiting = this.outbox;
        this.outbox = [];
        waiting.forEach((queued) => this.write(queued));
        this.setState('ready');
        return;
      }
      case 'pong':
        return;
      case 'error':
        if (message.roomId === undefined && message.ref === undefined) {
          // A refused auth (an expired token): the socket stays open, nothing to join.
          if (this.currentState !== 'ready') return;
        }
        this.dispatch(message.roomId, message);
        return;
      default:
        this.dispatch(message.roomId, message);
    }
  };

  private dispatch(roomId: string | undefined, event: RoomEvent): void {
    const targets =
      roomId === undefined
        ? [...this.roomListeners.values()]
        : [this.roomListeners.get(roomId) ?? new Set<RoomListener>()];
    for (const set of targets) for (const listener of [...set]) listener(event);
  }
}

let shared: ChatSocket | null = null;

/** The tab's socket for this token; a new token (another user) closes the previous one. */
export function chatSocketFor(token: string, options?: ChatSocketOptions): ChatSocket {
  if (shared?.token === token) return shared;
  shared?.close();
  shared = new ChatSocket(token, options);
  return shared;
}

/** Close the tab's socket (sign-out). */
export function closeChatSocket(): void {
  shared?.close();
  shared = null;
}

// Signing out (or a discarded token) ends the tab's socket even when no chat screen is open.
subscribeSession(() => {
  if (shared && getToken() !== shared.token) closeChatSocket();
});
