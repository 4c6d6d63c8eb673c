/**
 * A session's world: the seed's records, shared with every other session until this one writes
 * them (copy on write, decision 039).
 *
 * The seed is deep-frozen once (`freezeSeed`), so a frozen object is exactly a shared one. A
 * session's world starts as nothing but accessors onto the seed's fields: opening a session costs
 * no copy at all, and reading (a list, a detail, a balance) copies nothing. The first write to a
 * shared object, always made through a transaction's journal (transaction.ts), copies just what it
 * must: the collection array (a shallow copy of its references) and the one record written (a deep
 * copy), which then takes the seed record's place in the session's array. The session keeps a map
 * from each seed object it copied to its copy (`live`) and back (`canonical`), so that a record
 * read before it was copied and written after still reaches the copy.
 *
 * A write to a shared object outside a transaction throws (the seed is frozen): every write goes
 * through `session.transact` or a request's transaction, where it is journaled, undone on failure,
 * and seen by the indexes (world-indexes.ts).
 */
import type { World } from '@market/world';
import { journalOf, unwrap } from './transaction';

interface SessionWorldState {
  readonly seed: World;
  /** Each field's value when the session replaced or copied it; the seed's otherwise. */
  readonly fields: Map<string, unknown>;
  /** A seed object (collection, record or part of one) the session copied → its copy. */
  readonly copies: WeakMap<object, object>;
  /** A copy → the seed object it was made from. */
  readonly originals: WeakMap<object, object>;
}

const states = new WeakMap<World, SessionWorldState>();

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** Freezes a world and everything in it, so that sessions can share it safely. Returns it. */
export function freezeSeed<T>(value: T): T {
  if (!isObject(value) || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) freezeSeed(value[i]);
  } else {
    for (const key of Object.keys(value)) freezeSeed((value as Record<string, unknown>)[key]);
  }
  return value;
}

/** A deep copy of plain JSON data, noting which copy came from which seed object. */
function copyDeep<T>(state: SessionWorldState, value: T): T {
  if (!isObject(value)) return value;
  let copy: Record<string, unknown> | unknown[];
  if (Array.isArray(value)) {
    const array = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i += 1) array[i] = copyDeep(state, value[i]);
    copy = array;
  } else {
    const record: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      record[key] = copyDeep(state, (value as Record<string, unknown>)[key]);
    }
    copy = record;
  }
  state.copies.set(value, copy);
  state.originals.set(copy, value);
  return copy as T;
}

/** A session's world over a frozen seed: see the top of this file. */
export function sessionWorld(seed: World): World {
  const world = {} as World;
  const state: SessionWorldState = {
    seed,
    fields: new Map(),
    copies: new WeakMap(),
    originals: new WeakMap(),
  };
  states.set(world, state);
  for (const key of Object.keys(seed)) {
    Object.defineProperty(world, key, {
      enumerable: true,
      configurable: false,
      get: () => {
        const value = fieldOf(state, key);
        return journalOf(world)?.wrap(value, key) ?? value;
      },
      set: (next: unknown) => {
        const journal = journalOf(world);
        if (journal) {
          const hadOwn = state.fields.has(key);
          const previous = state.fields.get(key);
          journal.noteReplaced(key, fieldOf(state, key), () => {
            if (hadOwn) state.fields.set(key, previous);
            else state.fields.delete(key);
          });
          next = unwrap(next);
        }
        state.fields.set(key, next);
      },
    });
  }
  return world;
}

function fieldOf(state: SessionWorldState, key: string): unknown {
  return state.fields.has(key) ? state.fields.get(key) : (state.seed as never)[key];
}

/** The seed a session's world shares its records with. */
export function seedOf(world: World): World | undefined {
  return states.get(world)?.seed;
}

/** A field of the world as the session sees it, never wrapped by a transaction: for reading fast. */
export function rawField<K extends keyof World>(world: World, key: K): World[K] {
  const state = states.get(world);
  return (state ? fieldOf(state, key) : world[key]) as World[K];
}

/** What the session sees for `value`: its copy when it copied that seed object, else the object. */
export function live<T extends object>(world: World, value: T): T {
  return (states.get(world)?.copies.get(value) as T | undefined) ?? value;
}

/** The identity of a record across copy on write: the seed object a copy was made from. */
export function canonical<T extends object>(world: World, value: T): T {
  return (states.get(world)?.originals.get(value) as T | undefined) ?? value;
}

/** Where a shared object sits: the world's field, and the top-level record it is (part of). */
export interface Place {
  collection: string;
  /** The record (canonical) the object is part of; undefined for the field's value itself. */
  root: object | undefined;
  /** The record's position in its collection when it was read (a hint, checked before use). */
  index?: number | undefined;
}

/**
 * The object a write to `value` must go to: the value itself when the session owns it, else its
 * copy, made now when there is none (the collection shallowly, the record it belongs to deeply).
 */
export function writable<T extends object>(world: World, value: T, place: Place): T {
  if (!Object.isFrozen(value)) return value;
  const state = states.get(world);
  if (!state) throw new TypeError(`${place.collection}: a frozen world cannot be written`);
  const known = state.copies.get(value);
  if (known) return known as T;
  const field = fieldOf(state, place.collection);
  if (!Array.isArray(field) || place.root === undefined) {
    // The field itself (a collection array, or an object such as `ids`), or a part of an object
    // field: the field is copied, deeply unless it is a collection of records.
    const copy = Array.isArray(field) ? copyShallow(state, field) : copyDeep(state, field);
    state.fields.set(place.collection, copy);
    const mine = state.copies.get(value);
    if (!mine) throw new TypeError(`${place.collection}: the object written is not in the world`);
    return mine as T;
  }
  const collection = writable(world, field, { collection: place.collection, root: undefined });
  const root = place.root;
  let index = place.index;
  if (index === undefined || collection[index] !== root) index = collection.indexOf(root);
  if (index < 0) throw new TypeError(`${place.collection}: the record written is not in the world`);
  collection[index] = copyDeep(state, root);
  return state.copies.get(value) as T;
}

function copyShallow(state: SessionWorldState, array: readonly unknown[]): unknown[] {
  const copy = array.slice();
  state.copies.set(array, copy);
  state.originals.set(copy, array);
  return copy;
}
