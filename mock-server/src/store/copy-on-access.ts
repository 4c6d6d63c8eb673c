/**
 * A session's world, copied from the seed one collection at a time, on the collection's first use.
 *
 * Cloning the whole `large` world takes seconds and a copy of its memory per session; most
 * sessions (a test, a developer's tab) touch a handful of collections. So each array of the world
 * is an accessor that deep-copies the seed's array the first time it is read (or replaces it when
 * assigned), and small non-array fields (`ids`, `fees`, scalars) are copied at once. Records are
 * only reachable through their collection, so no seed record is ever handed out.
 */
import type { World } from '@market/fixtures';

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
  const world: Record<string, unknown> = {};
  for (const [key, seedValue] of Object.entries(seed)) {
    if (!Array.isArray(seedValue)) {
      world[key] = clonePlain(seedValue);
      continue;
    }
    let own: unknown[] | undefined;
    Object.defineProperty(world, key, {
      enumerable: true,
      configurable: false,
      get: () => (own ??= clonePlain(seedValue)),
      set: (next: unknown[]) => {
        own = next;
      },
    });
  }
  return world as unknown as World;
}
