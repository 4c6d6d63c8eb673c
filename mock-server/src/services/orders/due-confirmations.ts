/**
 * The purchases waiting to confirm themselves, in the order they fall due, so that a request
 * settles what is due without a pass over the orders (decision 039).
 *
 * The seed's waiting purchases are sorted once per seed and shared; each session keeps how far it
 * has read that list (a cursor) and a heap of the purchases that came to wait in it (every order a
 * committed transaction wrote that awaits confirmation: a checkout, a refund turned down...). An
 * entry is a hint, never removed when its order changes: on reaching it the order is read again,
 * and one that no longer waits, or was paid at another moment, is passed over. An order that
 * waits again later was written again, so it has an entry of its own.
 */
import type { OrderRecord, World } from '@market/world';
import { rawField, seedOf } from '../../store/session-world';
import { journalOf, onCommit, unwrap } from '../../store/transaction';
import { findOrder } from '../indexes';

interface Due {
  paidAt: number;
  id: string;
}

/** Whether an order waits for confirmation: a paid purchase (top-ups have nothing to confirm). */
export const awaitsConfirmation = (order: OrderRecord) =>
  order.status === 'PAID' && order.kind !== 'EMONEY' && order.paidAt !== null;

const seedLists = new WeakMap<World, readonly Due[]>();

interface SessionQueue {
  /** How many of the seed's entries the session has passed. */
  cursor: number;
  /** A binary min-heap by `paidAt`. */
  heap: Due[];
}

const queues = new WeakMap<World, SessionQueue>();

const waitingIn = (world: World): Due[] =>
  rawField(world, 'orders')
    .filter(awaitsConfirmation)
    .map((order) => ({ paidAt: order.paidAt!, id: order.id }))
    .sort((a, b) => a.paidAt - b.paidAt);

/**
 * The seed's waiting purchases. A world that is not a session's (a test's own, written in place)
 * has no seed: its list is read from it as it is now, and it keeps no queue.
 */
function seedList(world: World): readonly Due[] {
  const seed = seedOf(world);
  if (!seed) return waitingIn(world);
  let list = seedLists.get(seed);
  if (!list) seedLists.set(seed, (list = waitingIn(seed)));
  return list;
}

function queueOf(world: World): SessionQueue {
  if (!seedOf(world)) return { cursor: 0, heap: [] };
  let queue = queues.get(world);
  if (!queue) queues.set(world, (queue = { cursor: 0, heap: [] }));
  return queue;
}

function heapPush(heap: Due[], due: Due): void {
  heap.push(due);
  for (let i = heap.length - 1; i > 0;) {
    const parent = (i - 1) >> 1;
    if (heap[parent]!.paidAt <= heap[i]!.paidAt) break;
    [heap[parent], heap[i]] = [heap[i]!, heap[parent]!];
    i = parent;
  }
}

function heapPop(heap: Due[]): void {
  const last = heap.pop()!;
  if (heap.length === 0) return;
  heap[0] = last;
  for (let i = 0; ;) {
    const left = 2 * i + 1;
    const right = left + 1;
    let smallest = i;
    if (left < heap.length && heap[left]!.paidAt < heap[smallest]!.paidAt) smallest = left;
    if (right < heap.length && heap[right]!.paidAt < heap[smallest]!.paidAt) smallest = right;
    if (smallest === i) return;
    [heap[smallest], heap[i]] = [heap[i]!, heap[smallest]!];
    i = smallest;
  }
}

onCommit((world, facts) => {
  const touched = facts.records('orders') as OrderRecord[];
  if (touched.length === 0) return;
  const queue = queueOf(world);
  for (const order of touched) {
    if (awaitsConfirmation(order)) heapPush(queue.heap, { paidAt: order.paidAt!, id: order.id });
  }
});

/**
 * Passes the entry in front (inside a transaction, undone with it: a settlement rolled back
 * leaves its purchases waiting).
 */
function pass(world: World, queue: SessionQueue, fromSeed: boolean): void {
  const journal = journalOf(world);
  if (fromSeed) {
    queue.cursor += 1;
    journal?.noteUndo(() => void (queue.cursor -= 1));
  } else {
    const due = queue.heap[0]!;
    heapPop(queue.heap);
    journal?.noteUndo(() => heapPush(queue.heap, due));
  }
}

/** The purchase that falls due first, passing over entries that no longer hold; undefined: none. */
function front(world: World): { due: Due; order: OrderRecord; fromSeed: boolean } | undefined {
  const list = seedList(world);
  const queue = queueOf(world);
  for (;;) {
    const seedDue = list[queue.cursor];
    const ownDue = queue.heap[0];
    if (!seedDue && !ownDue) return undefined;
    const fromSeed = !ownDue || (seedDue !== undefined && seedDue.paidAt <= ownDue.paidAt);
    const due = fromSeed ? seedDue! : ownDue!;
    const found = findOrder(world, due.id);
    const order = found && unwrap(found);
    if (order && awaitsConfirmation(order) && order.paidAt === due.paidAt) {
      return { due, order: found, fromSeed };
    }
    pass(world, queue, fromSeed);
  }
}

/** When the earliest purchase still waiting was paid (Infinity: none waits). */
export function earliestAwaitingPayment(world: World): number {
  return front(world)?.due.paidAt ?? Infinity;
}

/**
 * The purchases paid by `upTo` that still wait, earliest first, each taken off the queue as it is
 * handed out (call inside the transaction that confirms them).
 */
export function* takeDue(world: World, upTo: number): Generator<OrderRecord> {
  for (;;) {
    const next = front(world);
    if (!next || next.due.paidAt > upTo) return;
    pass(world, queueOf(world), next.fromSeed);
    yield next.order;
  }
}
