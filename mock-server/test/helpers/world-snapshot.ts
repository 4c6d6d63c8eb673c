/**
 * A session's world as JSON, one part per collection, so a test can say that a refused request
 * changed nothing, and name what it changed when it did.
 */
import type { FastifyInstance } from 'fastify';

export type WorldSnapshot = Readonly<Record<string, string>>;

/** The session's world, each top-level field as its JSON text. */
export function snapshotWorld(app: FastifyInstance, session: string): WorldSnapshot {
  const world = app.store.session(session).world as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.keys(world).map((key) => [key, JSON.stringify(world[key])]));
}

/** The parts of the world that differ between two snapshots (`orders`, `ids`, ...). */
export function changedParts(before: WorldSnapshot, after: WorldSnapshot): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => before[key] !== after[key]).sort();
}
