/**
 * A session's world, copied from the seed one collection at a time, on the collection's first use.
 *
 * Cloning the whole `large` world takes seconds and a copy of its memory per session; most
 * sessions (a test, a developer's tab) touch a handful of collections. So each field of the world
 * is an accessor that deep-copies the seed's value the first time it is read (or replaces it when
 * assigned). Records are only reachable through their collection, so no seed record is ever handed
 * out. While a transaction is open on the world (transaction.ts), what the accessors hand out is
 * wrapped so that every write is journaled, and assigning a field is journaled too.
 */
import type { World } from '@market/world';
import { journalOf, unwrap } from './transaction';

/** A deep copy of plain JSON data (the World holds no Dates, Maps or classes), faster than structuredClone. */
export function clonePlain<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const copy = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i += 1) copy[i] = clonePlain(value[i]);
    return copy as T;
  }
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value))
    copy[key] = clonePlain((value as Record<string, unknown>)[key]);
  return copy as T;
}

export function copyOnAccess(seed: World): World {
  const world = {} as World;
  for (const [key, seedValue] of Object.entries(seed)) {
    let own: unknown;
    let copied = false;
    const current = () => {
      if (!copied) {
        own = clonePlain(seedValue);
        copied = true;
      }
      return own;
    };
    Object.defineProperty(world, key, {
      enumerable: true,
      configurable: false,
      get: () => {
        const value = current();
        return journalOf(world)?.wrap(value, key) ?? value;
      },
      set: (next: unknown) => {
        const journal = journalOf(world);
        if (journal) {
          const previous = current();
          journal.noteReplaced(key, previous, () => {
            own = previous;
          });
        }
        own = unwrap(next);
        copied = true;
      },
    });
  }
  return world;
}
