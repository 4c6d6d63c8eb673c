/**
 * Indexes over a session's world, so that a request finds what it needs without a pass over the
 * world (decision 039). Each index is defined once, here or beside the service that reads it, and
 * is kept in two layers:
 *
 * - a base built from the seed the first time any session asks (the seed is frozen, so the base is
 *   too, and every session of that seed shares it);
 * - a session's own layer, holding only the keys the session wrote, changed as it writes: every
 *   record a transaction appends to a collection (transaction.ts tells `onAppend`) is filed at once,
 *   with an undo noted in the journal, so a rolled-back change leaves no trace in an index.
 *
 * The keys of a grouping never change once a record exists (a member's orders, an order's refunds,
 * a ledger entry's wallet owner). Records removed outright (cart lines) stay filed until a reading
 * finds the collection no longer holds them, and then leave the session's layer (`removable`), so
 * that a cart read costs the lines it holds, not every line it ever held.
 */
import type { World } from '@market/world';
import { findBySeq } from '@market/world';
import { live, rawField, seedOf } from './session-world';
import { type Journal, journalOf, onAppend } from './transaction';

type CollectionKey = {
  [K in keyof World]: World[K] extends readonly unknown[] ? K : never;
}[keyof World];
type RecordOf<C extends CollectionKey> = World[C] extends readonly (infer R)[] ? R : never;

interface Layered<V> {
  /** Per seed world: built once from it, read by all its sessions. */
  base: WeakMap<World, Map<unknown, V>>;
  /** Per session world: the keys it wrote. */
  own: WeakMap<World, Map<unknown, V>>;
}

/** What every index has: where it files records, and how. */
interface IndexDefinition {
  readonly collection: CollectionKey;
  /** Files one appended record in the session's layer; notes its undo in the journal. */
  file(world: World, record: unknown, journal: Journal): void;
}

const definitions: IndexDefinition[] = [];

onAppend((world, collection, record, journal) => {
  if (!seedOf(world)) return;
  for (const definition of definitions) {
    if (definition.collection === collection) definition.file(world, record, journal);
  }
});

/**
 * The two layers of an index for a session's world. Any other world (a test's own, written in
 * place) has no seed to share: its index is built from it as it is now, every time.
 */
function layerOf<V>(
  layers: Layered<V>,
  world: World,
  build: (seed: World) => Map<unknown, V>,
): { base: Map<unknown, V>; own: Map<unknown, V> } {
  const seed = seedOf(world);
  if (!seed) return { base: build(world), own: new Map() };
  let base = layers.base.get(seed);
  if (!base) layers.base.set(seed, (base = build(seed)));
  let own = layers.own.get(world);
  if (!own) layers.own.set(world, (own = new Map()));
  return { base, own };
}

/** A read-only answer: the journal's proxies inside a transaction, the records themselves outside. */
function handOut<R>(world: World, collection: CollectionKey, record: R): R {
  const journal = journalOf(world);
  return journal ? journal.wrapRecord(record, collection) : record;
}

export interface Grouping<R, K> {
  /** The records filed under `key`, in the order they were appended. */
  of(world: World, key: K): R[];
  /** How many records are filed under `key` (removed ones included for a removable collection). */
  countOf(world: World, key: K): number;
  /**
   * The records filed under `key` at positions `from` to `to` (excluded) in append order, for a
   * page that costs its own length (not for a removable collection).
   */
  slice(world: World, key: K, from: number, to: number): R[];
}

/**
 * Groups a collection's records by a key fixed at their creation (`keyOf` may return several
 * keys, or none). `removable`: records can leave the collection (they carry a `seq`, and the
 * collection stays in `seq` order), so each is looked up again on reading.
 */
export function defineGrouping<C extends CollectionKey, K>(spec: {
  collection: C;
  keyOf: (record: RecordOf<C>) => K | readonly K[] | undefined;
  removable?: boolean;
}): Grouping<RecordOf<C>, K> {
  type R = RecordOf<C>;
  const layers: Layered<R[]> = { base: new WeakMap(), own: new WeakMap() };
  const keysOf = (record: R): readonly K[] => {
    const keys = spec.keyOf(record);
    if (keys === undefined) return [];
    return Array.isArray(keys) ? keys : [keys as K];
  };
  const build = (seed: World) => {
    const groups = new Map<unknown, R[]>();
    for (const record of seed[spec.collection] as unknown as readonly R[]) {
      for (const key of keysOf(record)) {
        const group = groups.get(key);
        if (group) group.push(record);
        else groups.set(key, [record]);
      }
    }
    return groups;
  };
  const filed = (world: World, key: K): readonly R[] => {
    const { base, own } = layerOf(layers, world, build);
    return own.get(key) ?? base.get(key) ?? [];
  };
  definitions.push({
    collection: spec.collection,
    file(world, record, journal) {
      const { base, own } = layerOf(layers, world, build);
      for (const key of keysOf(record as R)) {
        let group = own.get(key);
        if (!group) own.set(key, (group = [...(base.get(key) ?? [])]));
        const list = group;
        list.push(record as R);
        journal.noteUndo(() => void list.pop());
      }
    },
  });
  return {
    of(world, key) {
      const records: R[] = [];
      const collection = spec.removable
        ? (rawField(world, spec.collection) as unknown as readonly { seq: number }[])
        : undefined;
      const all = filed(world, key);
      const held: R[] = [];
      for (const record of all) {
        const current = live(world, record as object) as R;
        if (collection) {
          const found = findBySeq(collection, (record as { seq: number }).seq);
          if (found !== current) continue;
          held.push(record);
        }
        records.push(handOut(world, spec.collection, current));
      }
      if (collection && held.length < all.length && seedOf(world)) {
        // Forget what left the collection, undone with a transaction that might put it back.
        const { own } = layerOf(layers, world, build);
        const before = own.get(key);
        own.set(key, held);
        journalOf(world)?.noteUndo(() => {
          if (before) own.set(key, before);
          else own.delete(key);
        });
      }
      return records;
    },
    countOf: (world, key) => filed(world, key).length,
    slice(world, key, from, to) {
      if (spec.removable) throw new Error(`${spec.collection}: a removable grouping has no slices`);
      return filed(world, key)
        .slice(from, to)
        .map((record) => handOut(world, spec.collection, live(world, record as object) as R));
    },
  };
}

export interface Totals<K, T extends string> {
  /** The totals of `key` (zero for a key with no records). */
  of(world: World, key: K): Readonly<Record<T, number>>;
}

/**
 * Sums of a collection's records per key and per kind (a member's balance per wallet): kept as
 * records are appended, so reading one is a look-up.
 */
export function defineTotals<C extends CollectionKey, K, T extends string>(spec: {
  collection: C;
  kinds: readonly T[];
  /** The key, kind and amount a record adds, or undefined when it adds nothing. */
  entryOf: (record: RecordOf<C>) => { key: K; kind: T; amount: number } | undefined;
}): Totals<K, T> {
  type R = RecordOf<C>;
  const layers: Layered<Record<T, number>> = { base: new WeakMap(), own: new WeakMap() };
  const zero = () => Object.fromEntries(spec.kinds.map((kind) => [kind, 0])) as Record<T, number>;
  const build = (seed: World) => {
    const totals = new Map<unknown, Record<T, number>>();
    for (const record of seed[spec.collection] as unknown as readonly R[]) {
      const entry = spec.entryOf(record);
      if (!entry) continue;
      let sums = totals.get(entry.key);
      if (!sums) totals.set(entry.key, (sums = zero()));
      sums[entry.kind] += entry.amount;
    }
    return totals;
  };
  definitions.push({
    collection: spec.collection,
    file(world, record, journal) {
      const entry = spec.entryOf(record as R);
      if (!entry) return;
      const { base, own } = layerOf(layers, world, build);
      let sums = own.get(entry.key);
      if (!sums) own.set(entry.key, (sums = { ...(base.get(entry.key) ?? zero()) }));
      const mine = sums;
      mine[entry.kind] += entry.amount;
      journal.noteUndo(() => void (mine[entry.kind] -= entry.amount));
    },
  });
  const none = Object.freeze(zero());
  return {
    of(world, key) {
      const { base, own } = layerOf(layers, world, build);
      return own.get(key) ?? base.get(key) ?? none;
    },
  };
}
