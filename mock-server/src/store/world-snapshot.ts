/**
 * A session as plain data, and a session opened again from it (decision 041): what a host that
 * outlives no process (the demo in a browser, whose world must survive a reload) saves and gives
 * back. The world is materialized (the seed's records the session still shares, and its own
 * copies, as one deep copy), with the session's sign-in tokens and its clock's time. Everything
 * is structured-clonable (IndexedDB, `postMessage`); nothing here knows where it is kept.
 *
 * A restored session's world is copy-on-write over the saved world, as any session's is over the
 * seed (session-world.ts); a reset still goes back to the store's own seed.
 */
import type { World } from '@market/world';
import { rawField } from './session-world';
import type { Session, TokenRecord } from './session';

export interface SessionSnapshot {
  /** The session's world, a plain deep copy. */
  world: World;
  /** The session's sign-in tokens. */
  tokens: TokenRecord[];
  /** The session clock's time (epoch ms) when the snapshot was taken. */
  clockNow: number;
}

/** The world as the session sees it, as a plain deep copy that shares nothing with the store. */
export function materializeWorld(world: World): World {
  const plain: Record<string, unknown> = {};
  for (const key of Object.keys(world)) plain[key] = rawField(world, key as keyof World);
  return structuredClone(plain) as unknown as World;
}

export function snapshotSession(session: Session): SessionSnapshot {
  return {
    world: materializeWorld(session.world),
    tokens: [...session.tokens.values()].map((token) => ({ ...token })),
    clockNow: session.clock.now(),
  };
}

/** Gives a session just opened over a snapshot's world the snapshot's tokens and time. */
export function restoreSessionState(session: Session, snapshot: SessionSnapshot): void {
  for (const token of snapshot.tokens) session.tokens.set(token.value, { ...token });
  session.clock.set(snapshot.clockNow);
}
