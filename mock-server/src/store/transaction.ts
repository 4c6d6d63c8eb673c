/**
 * All or nothing: `transact(world, work)` runs `work` with every write to the session's world
 * recorded in an undo journal. When `work` throws (a refusal, a bug) or the checks given to it fail
 * once it is done, the journal is played backwards and the world is exactly as it was: a refused or
 * failed call changes nothing (decision 030).
 *
 * How writes are seen: while a transaction is open on a world, each collection read from it
 * (session-world.ts asks `journalOf`) comes wrapped in a proxy, and so does every object read
 * through one. A proxy writes to the session's own copy of its record (made on the first write:
 * session-world.ts) and first notes how to undo the write. The
 * world object itself is never wrapped, so indexes keyed by it (world-indexes, idempotency) still
 * find it. `work` must be synchronous: nothing else may write the world between its first write
 * and the commit (Node runs one handler at a time between awaits).
 *
 * Records created during the transaction are raw until read back through the world; a write to
 * one of them needs no undo (rolling back removes the record itself). A record reached other than
 * through the world (a cache kept outside it) is not journaled: services write only what they read
 * from the world.
 */
import type { World } from '@market/world';
import { type Place, canonical, live, writable } from './session-world';

type Undo = () => void;

/** What a transaction wrote, for the checks run before it commits. */
export interface JournalFacts {
  /** Records appended to each collection, by collection name (e.g. `ledger`). */
  readonly appended: ReadonlyMap<string, readonly unknown[]>;
  /** Collections in which a record that existed before was changed or removed. */
  readonly rewritten: ReadonlySet<string>;
  /** The records of a collection appended, changed or removed (top-level records, not parts). */
  records(collection: string): readonly unknown[];
}

/** Refused when a check fails: the transaction is rolled back and the failure rethrown. */
export type CommitCheck = (world: World, facts: JournalFacts) => void;

/** A proxy handed out by a journal → the record behind it, as the session sees it now. */
const targetOf = new WeakMap<object, () => object>();

interface Home extends Place {
  lengthBefore?: number;
}

/**
 * Undoes any change of a record's fields, keeping their order (so that the record reads back as
 * the same JSON): a field deleted and put back would otherwise move to the end.
 */
function restoreFields(record: Record<string | symbol, unknown>): Undo {
  const fields = Object.entries(record);
  return () => {
    for (const key of Object.keys(record)) delete record[key];
    for (const [key, value] of fields) record[key] = value;
  };
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** The record behind a proxy, and any proxies inside a new value replaced by their records. */
export function unwrap<T>(value: T): T {
  if (!isObject(value)) return value;
  const target = targetOf.get(value);
  if (target) return target() as T;
  if (Object.isFrozen(value)) return value;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const inner = record[key];
    if (isObject(inner)) {
      const raw = unwrap(inner);
      if (raw !== inner) record[key] = raw;
    }
  }
  return value;
}

/** Told of every record appended to a collection in a transaction (the indexes: world-indexes.ts). */
export type AppendListener = (
  world: World,
  collection: string,
  record: unknown,
  journal: Journal,
) => void;

const appendListeners: AppendListener[] = [];

/** Registers a listener for the records every transaction appends (once, at module load). */
export function onAppend(listener: AppendListener): void {
  appendListeners.push(listener);
}

/** Told of every transaction that committed, with what it wrote (indexes read between requests). */
export type CommitListener = (world: World, facts: JournalFacts) => void;

const commitListeners: CommitListener[] = [];

/** Registers a listener for every committed transaction (once, at module load). */
export function onCommit(listener: CommitListener): void {
  commitListeners.push(listener);
}

class Journal implements JournalFacts {
  open = true;
  readonly appended = new Map<string, unknown[]>();
  readonly rewritten = new Set<string>();
  private readonly rewrittenRecords = new Map<string, Set<object>>();
  private readonly undos: Undo[] = [];
  /** One proxy per record (by its canonical identity, so that a copy keeps its proxy). */
  private readonly proxies = new WeakMap<object, object>();
  /**
   * Where each wrapped object sits: its collection (a field of the world), the top-level record it
   * is part of (none for the collection itself) and, for arrays, their length before.
   */
  private readonly homes = new WeakMap<object, Home>();

  constructor(private readonly world: World) {}

  records(collection: string): readonly unknown[] {
    const rewritten = [...(this.rewrittenRecords.get(collection) ?? [])];
    return [
      ...(this.appended.get(collection) ?? []),
      ...rewritten.map((record) => live(this.world, record)),
    ];
  }

  /** Notes how to undo a change made beside the world (an index): run backwards on rollback. */
  noteUndo(undo: Undo): void {
    this.undos.push(undo);
  }

  /** A field of the world wrapped so that writes through it are journaled; scalars as they are. */
  wrap<T>(value: T, collection: string): T {
    return this.wrapIn(value, { collection, root: undefined });
  }

  /** A record of a collection, wrapped as if read through it (an index's answer). */
  wrapRecord<T>(record: T, collection: string, index?: number): T {
    if (!isObject(record)) return record;
    return this.wrapIn(record, { collection, root: canonical(this.world, record), index });
  }

  private wrapIn<T>(value: T, home: Home): T {
    if (!this.open || !isObject(value)) return value;
    const key = canonical(this.world, value);
    const known = this.proxies.get(key);
    if (known) {
      if (home.index !== undefined) this.homes.get(key)!.index = home.index;
      return known as T;
    }
    // The proxy stands in for the record rather than wrapping it: a frozen seed record could not
    // be reported with its copy's values through a proxy of its own (the proxy invariants).
    const standIn = Array.isArray(value) ? [] : {};
    this.keyOf.set(standIn, key);
    const proxy = new Proxy(standIn, this.handler);
    this.proxies.set(key, proxy);
    const world = this.world;
    targetOf.set(proxy, () => live(world, key));
    this.homes.set(key, {
      ...home,
      ...(Array.isArray(value) ? { lengthBefore: value.length } : {}),
    });
    return proxy as T;
  }

  private noteRewritten(home: Home, record: unknown): void {
    this.rewritten.add(home.collection);
    if (!isObject(record)) return;
    const records = this.rewrittenRecords.get(home.collection) ?? new Set();
    this.rewrittenRecords.set(home.collection, records);
    records.add(canonical(this.world, record));
  }

  /** Notes a write of `value` to `target[key]` before it happens: how to undo it, and what it is. */
  private noteWrite(home: Home, target: object, key: string | symbol, value?: unknown): void {
    const record = target as Record<string | symbol, unknown>;
    const had = Object.prototype.hasOwnProperty.call(record, key);
    const old = record[key];
    if (!Array.isArray(target) || home.root !== undefined) {
      if (Array.isArray(target)) {
        const length = target.length;
        this.undos.push(() => {
          if (had) record[key] = old;
          else delete record[key];
          target.length = length;
        });
      } else {
        this.undos.push(had ? restoreFields(record) : () => delete record[key]);
      }
      this.noteRewritten(home, home.root ?? target);
      return;
    }
    const before = home.lengthBefore!;
    const length = target.length;
    if (key === 'length') {
      // Shortening an array drops its tail without a delete of each element.
      const dropped = typeof value === 'number' && value < length ? target.slice(value) : [];
      this.undos.push(() => {
        target.length = length;
        dropped.forEach((element, i) => (target[length - dropped.length + i] = element));
      });
      if (typeof value === 'number' && value < before) {
        for (const element of target.slice(value, before)) this.noteRewritten(home, element);
      }
      return;
    }
    // Writing an index past the end moves `length` without a write of its own.
    this.undos.push(() => {
      if (had) record[key] = old;
      else delete record[key];
      target.length = length;
    });
    const index = typeof key === 'string' ? Number(key) : NaN;
    if (Number.isInteger(index) && index >= before && !had) {
      const appended = this.appended.get(home.collection) ?? [];
      this.appended.set(home.collection, appended);
      appended.push(value);
      for (const listener of appendListeners) listener(this.world, home.collection, value, this);
    } else {
      this.noteRewritten(home, old);
    }
  }

  /** Each proxy's stand-in → the record (canonical) it stands for. */
  private readonly keyOf = new WeakMap<object, object>();

  /** The record a stand-in stands for, as the session sees it now. */
  private liveOf(standIn: object): object {
    return live(this.world, this.keyOf.get(standIn)!);
  }

  /** Where a write through a stand-in goes: the session's own object, copied from the seed first if need be. */
  private writableOf(standIn: object): { written: object; home: Home } {
    const key = this.keyOf.get(standIn)!;
    const home = this.homes.get(key)!;
    return { written: writable(this.world, live(this.world, key), home), home };
  }

  /** One handler for every proxy of the journal: it finds the record through the stand-in. */
  private readonly handler: ProxyHandler<object> = {
    get: (standIn, property) => {
      const key = this.keyOf.get(standIn)!;
      const record = live(this.world, key);
      const value = Reflect.get(record, property);
      if (!isObject(value) || typeof value === 'function') return value;
      const place = this.homes.get(key)!;
      if (place.root !== undefined) return this.wrapIn(value, { ...place, index: undefined });
      // An element of the collection (or a part of an object field such as `ids`).
      const isCollection = Array.isArray(record);
      return this.wrapIn(value, {
        collection: place.collection,
        root: isCollection ? canonical(this.world, value) : key,
        index: isCollection && typeof property === 'string' ? Number(property) : undefined,
      });
    },
    set: (standIn, property, value) => {
      const raw = unwrap(value);
      const { written, home } = this.writableOf(standIn);
      if (this.open) this.noteWrite(home, written, property, raw);
      (written as Record<string | symbol, unknown>)[property] = raw;
      return true;
    },
    deleteProperty: (standIn, property) => {
      const { written, home } = this.writableOf(standIn);
      if (this.open) this.noteWrite(home, written, property);
      return Reflect.deleteProperty(written, property);
    },
    defineProperty: (standIn, property, descriptor) => {
      const raw =
        'value' in descriptor ? { ...descriptor, value: unwrap(descriptor.value) } : descriptor;
      const { written, home } = this.writableOf(standIn);
      if (this.open) this.noteWrite(home, written, property, raw.value);
      return Reflect.defineProperty(written, property, { ...raw, configurable: true });
    },
    has: (standIn, property) => Reflect.has(this.liveOf(standIn), property),
    ownKeys: (standIn) => Reflect.ownKeys(this.liveOf(standIn)),
    getOwnPropertyDescriptor: (standIn, property) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(this.liveOf(standIn), property);
      if (!descriptor) return undefined;
      // Reported as the stand-in can hold it: an array's length stays non-configurable, every
      // other property is configurable, and nothing reads as frozen.
      const fixed = property === 'length' && Array.isArray(standIn);
      return { ...descriptor, writable: true, configurable: !fixed };
    },
  };

  /** Notes the replacement of a whole collection (`world.cartItems = ...`). */
  noteReplaced(collection: string, previous: unknown, undo: Undo): void {
    this.undos.push(undo);
    const home = { collection, root: undefined };
    this.rewritten.add(collection);
    if (Array.isArray(previous)) for (const record of previous) this.noteRewritten(home, record);
  }

  rollback(): void {
    for (let i = this.undos.length - 1; i >= 0; i -= 1) this.undos[i]!();
    this.undos.length = 0;
  }
}

export type { Journal };

const journals = new WeakMap<World, Journal>();

/** The open transaction of a world, if any (session-world.ts wraps what it hands out with it). */
export function journalOf(world: World): Journal | undefined {
  return journals.get(world);
}

/** A transaction begun with `begin`, ended by exactly one of `commit` and `rollback`. */
export interface OpenTransaction {
  /** Runs the checks, then keeps every write; when a check throws, rolls back and rethrows. */
  commit(): void;
  /** Undoes every write made since `begin`. */
  rollback(): void;
}

/**
 * Opens a transaction on `world` that lasts until `commit` or `rollback`: for a request whose
 * handler runs from start to answer without giving the event loop to another request (every
 * handler of this server: none awaits), so that no other request's writes land in its journal.
 * Null when one is open already (the caller then runs inside that one).
 */
export function begin(world: World, checks: readonly CommitCheck[] = []): OpenTransaction | null {
  if (journals.has(world)) return null;
  const journal = new Journal(world);
  journals.set(world, journal);
  const end = () => {
    journal.open = false;
    journals.delete(world);
  };
  return {
    commit() {
      if (!journal.open) return;
      try {
        for (const check of checks) check(world, journal);
      } catch (error) {
        journal.rollback();
        end();
        throw error;
      }
      end();
      for (const listener of commitListeners) listener(world, journal);
    },
    rollback() {
      if (!journal.open) return;
      journal.rollback();
      end();
    },
  };
}

/**
 * Runs `work` on `world` all or nothing: when it throws, or a check fails after it, every write it
 * made is undone and the error rethrown. A transaction begun inside another joins it (the outer
 * one commits or rolls back the whole). `work` must not be async.
 */
export function transact<T>(
  world: World,
  work: (world: World) => T extends PromiseLike<unknown> ? never : T,
  checks: readonly CommitCheck[] = [],
): T {
  const transaction = begin(world, checks);
  if (!transaction) return work(world);
  let result: T;
  try {
    result = work(world);
    if (isObject(result) && typeof (result as { then?: unknown }).then === 'function') {
      throw new Error('transact: the work of a transaction must be synchronous');
    }
  } catch (error) {
    transaction.rollback();
    throw error;
  }
  transaction.commit();
  return result;
}
