/**
 * The store service (`app.store`): the seed world, generated once at boot, and the sessions cut
 * from it. A session is created on its first request over the seed, which it shares until it
 * writes (copy on write: session-world.ts), and kept until it is reset or, when too many are open,
 * evicted (least recently used first; the default session is never evicted).
 */
import type { World } from '@market/world';
import { Clock, type ClockMode } from './clock';
import { freezeSeed } from './session-world';
import { type RandomSource, randomBytesFor } from './random';
import { DEFAULT_SESSION_ID, type Session, createSession } from './session';
import type { CommitCheck } from './transaction';
import { type SessionSnapshot, restoreSessionState } from './world-snapshot';

export interface WorldStoreOptions {
  clockMode: ClockMode;
  /** Where tokens and codes come from (default crypto): see random.ts. */
  random?: RandomSource;
  /** Open sessions kept at most, the default one included. */
  maxSessions: number;
  /** Told when a session is dropped to make room, so it can be logged. */
  onEvict?: (sessionId: string) => void;
  /** Run before every transaction commits (the money invariants): see transaction.ts. */
  commitChecks?: readonly CommitCheck[];
}

export class WorldStore {
  /** Most recently used last: a Map keeps insertion order, and a use re-inserts. */
  private readonly sessions = new Map<string, Session>();
  private readonly dropListeners: Array<(sessionId: string) => void> = [];

  constructor(
    /** The seeded world, frozen here: sessions share its records until they write them. */
    readonly seed: World,
    private readonly options: WorldStoreOptions,
  ) {
    freezeSeed(seed);
  }

  /** The session with this id, created from the seed on first use. */
  session(id: string = DEFAULT_SESSION_ID): Session {
    const existing = this.sessions.get(id);
    if (existing) {
      this.sessions.delete(id);
      this.sessions.set(id, existing);
      return existing;
    }
    return this.open(id);
  }

  /**
   * Opens a session again from a snapshot (world-snapshot.ts): its world copy-on-write over the
   * snapshot's (frozen here), its tokens and its time. A reset puts it back to the store's seed.
   */
  restore(id: string, snapshot: SessionSnapshot): Session {
    if (this.sessions.delete(id)) this.dropped(id);
    const session = this.open(id, freezeSeed(snapshot.world));
    restoreSessionState(session, snapshot);
    return session;
  }

  /** Whether a session has been used since boot or its last reset. */
  has(id: string): boolean {
    return this.sessions.has(id);
  }

  /** Puts a session back to the seed: world, clock, tokens and faults as on its first use. */
  reset(id: string = DEFAULT_SESSION_ID): Session {
    this.sessions.delete(id);
    this.dropped(id);
    return this.open(id);
  }

  /**
   * Tells `listener` whenever a session is dropped (reset or evicted), so that services holding
   * live state for a session outside its world (chat sockets) can let go of it.
   */
  onDrop(listener: (sessionId: string) => void): void {
    this.dropListeners.push(listener);
  }

  get openSessions(): number {
    return this.sessions.size;
  }

  private open(id: string, base: World = this.seed): Session {
    const session = createSession(
      id,
      base,
      new Clock(this.seed.now, this.options.clockMode),
      randomBytesFor(this.options.random ?? 'crypto', `${this.seed.now}:${id}`),
      this.options.commitChecks,
    );
    this.sessions.set(id, session);
    this.evictOverflow();
    return session;
  }

  private dropped(id: string): void {
    for (const listener of this.dropListeners) listener(id);
  }

  private evictOverflow(): void {
    for (const id of this.sessions.keys()) {
      if (this.sessions.size <= this.options.maxSessions) return;
      if (id === DEFAULT_SESSION_ID) continue;
      this.sessions.delete(id);
      this.options.onEvict?.(id);
      this.dropped(id);
    }
  }
}
