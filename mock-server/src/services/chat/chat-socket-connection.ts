/**
 * One chat socket speaking the protocol of contract `ws-protocol.ts`: it authenticates with the
 * token of an HTTP sign-in (resolved exactly as the `api_key` header is), joins rooms it is a member
 * of, and sends into them through the same code path as HTTP. Every refusal is an `error` frame with
 * a catalogue code; the socket stays open for the next frame.
 */
import {
  type ClientMessage,
  type ErrorCode,
  type Frame,
  JOIN_HISTORY_SIZE,
  type ServerMessage,
  encodeServerMessage,
  parseClientMessage,
} from '@market/contract';
import type { UserRecord } from '@market/world';
import { checkTokenValue } from '../../auth/users';
import { ApiFailure, isApiFailure } from '../../http/api-failure';
import type { MockLog } from '../../pipeline/mock-request';
import type { Session } from '../../store/session';
import type { WorldStore } from '../../store/world-store';
import { recentHistory } from './history';
import type { ChatContent } from './messages';
import type { ChatConnection, ChatHub } from './hub';
import { assertRoomOpen, memberRoom } from './rooms';
import { sendChatMessage } from './send';

/**
 * The socket as its host gives it: `ws` in Node (routes/chat-socket.ts), MSW's socket client in a
 * browser (browser/chat-link.ts). Frames go out as text.
 */
export interface ChatSocket {
  /** Whether a frame sent now can still go out. */
  readonly open: boolean;
  send(text: string): void;
  close(code: number, reason: string): void;
}

export interface ChatSocketContext {
  hub: ChatHub;
  /** The origin the socket reached the server on (see mappers/chat `wireImageUrl`). */
  origin: string;
  store: WorldStore;
  log: MockLog;
}

export class ChatSocketConnection implements ChatConnection {
  userSeq: number | null = null;
  readonly rooms = new Set<string>();
  private token: string | null = null;
  private closed = false;

  constructor(
    readonly sessionId: string,
    private readonly socket: ChatSocket,
    private readonly context: ChatSocketContext,
  ) {}

  send(message: ServerMessage): void {
    if (!this.socket.open) return;
    this.socket.send(encodeServerMessage(message));
  }

  close(code: number, reason: string): void {
    this.closed = true;
    this.socket.close(code, reason);
  }

  /** Handles one frame from the client; never throws. */
  receive(frame: Frame): void {
    if (this.closed) return;
    const parsed = parseClientMessage(frame);
    if (!parsed.ok) {
      this.sendError(parsed.error.code, parsed.error.message);
      return;
    }
    const message = parsed.message;
    try {
      this.handle(message, this.context.store.session(this.sessionId));
    } catch (error) {
      const roomId = 'roomId' in message ? message.roomId : undefined;
      const ref = 'ref' in message ? message.ref : undefined;
      if (isApiFailure(error)) {
        this.sendError(error.code, error.message, roomId, ref);
      } else {
        this.context.log.error({ err: error }, `chat socket: ${message.type} failed`);
        this.sendError('INTERNAL_ERROR', 'The server failed to handle the message', roomId, ref);
      }
    }
  }

  /** The socket closed: it leaves every room. */
  onSocketClosed(): void {
    this.closed = true;
    this.context.hub.detach(this);
  }

  private handle(message: ClientMessage, session: Session): void {
    const { hub } = this.context;
    switch (message.type) {
      case 'ping':
        this.send(message.at === undefined ? { type: 'pong' } : { type: 'pong', at: message.at });
        return;
      case 'auth':
        this.authenticate(session, message.token);
        return;
      case 'leave':
        hub.leave(this, message.roomId);
        return;
      case 'join': {
        const user = this.requireUser(session);
        // Joining marks the room read: a write, so in a transaction.
        const { roomId, history } = session.transact((world) => {
          const room = memberRoom(world, message.roomId, user.seq);
          assertRoomOpen(world, room, session.clock.now());
          const origin = this.context.origin;
          const latest = recentHistory(world, room, user.seq, JOIN_HISTORY_SIZE, origin);
          return { roomId: room.roomId, history: latest };
        });
        hub.join(this, roomId);
        this.send({ type: 'joined', roomId, history });
        return;
      }
      case 'text':
        this.sendToRoom(
          session,
          message.roomId,
          { type: 'TEXT', message: message.message },
          message.ref,
        );
        return;
      case 'image':
        this.sendToRoom(
          session,
          message.roomId,
          { type: 'IMAGE', images: message.images },
          message.ref,
        );
        return;
    }
  }

  private sendToRoom(session: Session, roomId: string, content: ChatContent, ref?: string): void {
    sendChatMessage({
      hub: this.context.hub,
      session,
      sender: this.requireUser(session),
      roomId,
      content,
      origin: this.context.origin,
      socket: { connection: this, ref },
    });
  }

  private authenticate(session: Session, token: string): void {
    const check = checkTokenValue(session, token);
    if (check.kind !== 'valid') {
      this.signOut();
      throw tokenFailure(check.kind);
    }
    // Another account on the same socket does not inherit the rooms the previous one joined.
    if (this.userSeq !== check.user.seq) this.context.hub.leaveAll(this);
    this.token = token;
    this.userSeq = check.user.seq;
    this.send({ type: 'ready', accountSeq: check.user.seq });
  }

  /** The socket's user, with the token checked again: it may have been revoked or have expired. */
  private requireUser(session: Session): UserRecord {
    if (this.token === null) {
      throw new ApiFailure('UNAUTHENTICATED', 'Send an auth message with your token first');
    }
    const check = checkTokenValue(session, this.token);
    if (check.kind !== 'valid') {
      this.signOut();
      throw tokenFailure(check.kind);
    }
    return check.user;
  }

  private signOut(): void {
    this.token = null;
    this.userSeq = null;
    this.context.hub.leaveAll(this);
  }

  private sendError(code: ErrorCode, message: string, roomId?: string, ref?: string): void {
    this.send({
      type: 'error',
      code,
      message,
      ...(roomId === undefined ? {} : { roomId }),
      ...(ref === undefined ? {} : { ref }),
    });
  }
}

function tokenFailure(kind: 'none' | 'unknown' | 'expired'): ApiFailure {
  return kind === 'expired'
    ? new ApiFailure('TOKEN_EXPIRED', 'The token has expired: sign in again')
    : new ApiFailure('UNAUTHENTICATED', 'The token is not valid in this session');
}
