/**
 * The registry of live chat sockets: per mock session, which sockets have joined which room. It
 * knows nothing of the world; who may receive what is decided by the callers (send.ts). Sockets of
 * one session never see another's rooms, because rooms are looked up under the session's id.
 */
import type { ServerMessage } from '@market/contract';

/** One connected socket, as the hub and the chat services see it. */
export interface ChatConnection {
  /** The mock session the socket was opened in. */
  readonly sessionId: string;
  /** The signed-in user, once the socket has authenticated. */
  readonly userSeq: number | null;
  /** Rooms this socket has joined (kept by the hub). */
  readonly rooms: Set<string>;
  send(message: ServerMessage): void;
  close(code: number, reason: string): void;
}

/** Close code sent to sockets whose session is reset or evicted (4000-4999: the application's). */
export const SESSION_DROPPED_CLOSE_CODE = 4000;

export class ChatHub {
  /** session id -> room id -> joined sockets. */
  private readonly rooms = new Map<string, Map<string, Set<ChatConnection>>>();
  /** session id -> every open socket, joined or not. */
  private readonly sockets = new Map<string, Set<ChatConnection>>();

  attach(connection: ChatConnection): void {
    let sockets = this.sockets.get(connection.sessionId);
    if (!sockets) {
      sockets = new Set();
      this.sockets.set(connection.sessionId, sockets);
    }
    sockets.add(connection);
  }

  /** Forgets a closed socket and every room it had joined. */
  detach(connection: ChatConnection): void {
    this.leaveAll(connection);
    const sockets = this.sockets.get(connection.sessionId);
    sockets?.delete(connection);
    if (sockets?.size === 0) this.sockets.delete(connection.sessionId);
  }

  join(connection: ChatConnection, roomId: string): void {
    let rooms = this.rooms.get(connection.sessionId);
    if (!rooms) {
      rooms = new Map();
      this.rooms.set(connection.sessionId, rooms);
    }
    let members = rooms.get(roomId);
    if (!members) {
      members = new Set();
      rooms.set(roomId, members);
    }
    members.add(connection);
    connection.rooms.add(roomId);
  }

  leave(connection: ChatConnection, roomId: string): void {
    connection.rooms.delete(roomId);
    const rooms = this.rooms.get(connection.sessionId);
    const members = rooms?.get(roomId);
    if (!rooms || !members) return;
    members.delete(connection);
    if (members.size === 0) rooms.delete(roomId);
    if (rooms.size === 0) this.rooms.delete(connection.sessionId);
  }

  leaveAll(connection: ChatConnection): void {
    for (const roomId of [...connection.rooms]) this.leave(connection, roomId);
  }

  /** The sockets that have joined a room of a session. */
  joined(sessionId: string, roomId: string): ChatConnection[] {
    return [...(this.rooms.get(sessionId)?.get(roomId) ?? [])];
  }

  /** Open sockets of a session (for tests and diagnostics). */
  socketCount(sessionId: string): number {
    return this.sockets.get(sessionId)?.size ?? 0;
  }

  /**
   * A session was reset or evicted: its tokens and world are gone, so its sockets are closed and
   * forgotten rather than left talking to a world nobody else sees.
   */
  dropSession(sessionId: string): void {
    const sockets = this.sockets.get(sessionId) ?? new Set();
    this.rooms.delete(sessionId);
    this.sockets.delete(sessionId);
    for (const connection of sockets) {
      connection.rooms.clear();
      connection.close(SESSION_DROPPED_CLOSE_CODE, 'mock session reset');
    }
  }
}
