/**
 * What a refused call must leave as it was (decision 030): the records money, stock and status
 * decisions live in. `keepMoneyRecords` takes them before a call; `changeSince` compares the world
 * with them after a refused one and names the first record that changed.
 *
 * The comparison is the one the model test always made, the JSON of every record of these lists,
 * at a cost in proportion to what could change rather than to everything the world holds. A session
 * shares the seed's records until it writes them (store/session-world.ts), and the store deep-freezes
 * the seed. A deep-frozen object can never change again: `Object.freeze` cannot be undone, and a
 * frozen object's data properties cannot be written, added, removed or redefined. So a record that is
 * deep-frozen when taken is kept by reference, and if the same object stands at the same place after
 * the call its JSON is the same; only the session's own records (those it created or copied on
 * write) are serialized. A record found in another object's place (a seed record that a rolled-back
 * write copied, a record replaced) is compared by its JSON, as before. Nothing here relies on the
 * transaction's journal: a write that bypassed it is caught as well.
 */
import type { World } from '@market/world';

/** The lists compared whole, record by record. */
const LISTS = [
  'orders',
  'refunds',
  'partyMembers',
  'withdrawals',
  'cartItems',
  'promotionInventory',
  'promotionCodes',
  'subscriptionPosts',
  'couponPosts',
  'codePosts',
] as const satisfies ReadonlyArray<keyof World>;

type ListName = (typeof LISTS)[number];

/**
 * A list as taken: the list itself when it was deep-frozen (its records are then too), else each
 * record by reference when deep-frozen and by its JSON otherwise.
 */
type KeptList = { list: readonly object[]; records: null } | { records: Array<object | string> };

export interface MoneyRecords {
  /** The sequence counters, as JSON. */
  readonly ids: string;
  /** The ledger's length and its last entry, as JSON (entries are only ever appended). */
  readonly ledgerEnd: string;
  readonly lists: readonly KeptList[];
}

/** Objects found deep-frozen: so they stay (a frozen object cannot be thawed). */
const deepFrozen = new WeakSet<object>();

/**
 * Whether `value` and everything reachable from it through its own enumerable fields (what
 * JSON.stringify reads) is frozen plain data: no getter, whose answer could change, and no
 * prototype other than a plain object's or an array's, which could lend it a `toJSON`.
 */
function isDeepFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return typeof value !== 'function';
  if (deepFrozen.has(value)) return true;
  if (!Object.isFrozen(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== Array.prototype && prototype !== null) {
    return false;
  }
  for (const key of Object.keys(value)) {
    const field = Object.getOwnPropertyDescriptor(value, key)!;
    if (!('value' in field) || !isDeepFrozen(field.value)) return false;
  }
  deepFrozen.add(value);
  return true;
}

const ledgerEndOf = ({ ledger }: World): string =>
  JSON.stringify([ledger.length, ledger[ledger.length - 1]]);

/** The money records of `world` as they stand: see the top of this file. */
export function keepMoneyRecords(world: World): MoneyRecords {
  const lists = LISTS.map((name): KeptList => {
    const list = world[name] as readonly object[];
    if (isDeepFrozen(list)) return { list, records: null };
    return {
      records: list.map((record) => (isDeepFrozen(record) ? record : JSON.stringify(record))),
    };
  });
  return { ids: JSON.stringify(world.ids), ledgerEnd: ledgerEndOf(world), lists };
}

/** The fields of two records' JSON that differ, as `field: before → after`. */
function fieldsChanged(before: string, after: string): string {
  const was = JSON.parse(before) as Record<string, unknown>;
  const now = JSON.parse(after) as Record<string, unknown>;
  return [...new Set([...Object.keys(was), ...Object.keys(now)])]
    .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]))
    .map((key) => `${key}: ${JSON.stringify(was[key])} → ${JSON.stringify(now[key])}`)
    .join(', ');
}

const named = (name: ListName, index: number, json: string) => {
  const { seq, id, code, sellerSeq } = JSON.parse(json) as Record<string, unknown>;
  const key = seq ?? id ?? code ?? (sellerSeq === undefined ? undefined : `seller ${sellerSeq}`);
  return `${name}[${index}]${key === undefined ? '' : ` (${String(key)})`}`;
};

/**
 * What changed in `world`'s money records since `before` was taken, or null when nothing did: the
 * same answer as comparing the JSON of all of them, which is the JSON of each record in turn.
 */
export function changeSince(world: World, before: MoneyRecords): string | null {
  const ids = JSON.stringify(world.ids);
  if (ids !== before.ids) return `the sequence counters changed: ${fieldsChanged(before.ids, ids)}`;
  const ledgerEnd = ledgerEndOf(world);
  if (ledgerEnd !== before.ledgerEnd) {
    return `the ledger's length and last entry changed: ${before.ledgerEnd} → ${ledgerEnd}`;
  }
  for (const [i, name] of LISTS.entries()) {
    const list = world[name] as readonly object[];
    const kept = before.lists[i]!;
    if (kept.records === null && list === kept.list) continue;
    const records = kept.records ?? kept.list;
    if (list.length !== records.length) {
      return `${name} held ${records.length} records and now holds ${list.length}`;
    }
    for (let j = 0; j < list.length; j += 1) {
      const was = records[j]!;
      const now = list[j]!;
      // Kept by reference only when deep-frozen: the same object reads the same.
      if (was === now) continue;
      const wasJson = typeof was === 'string' ? was : JSON.stringify(was);
      const nowJson = JSON.stringify(now);
      if (wasJson !== nowJson) {
        return `${named(name, j, wasJson)} changed: ${fieldsChanged(wasJson, nowJson)}`;
      }
    }
  }
  return null;
}
