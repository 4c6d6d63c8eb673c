/** What scale.ts and its measuring process (scale-world.ts) agree on. */
import type { WorldSize } from '@market/world';

export const READ_ROUTES = ['post list', 'post detail', 'balances', 'orders'] as const;
export type ReadRoute = (typeof READ_ROUTES)[number];

/** The write mix's calls, in the order one round makes them. */
export const WRITE_OPS = [
  'top-up',
  'transfer received',
  'new post',
  'cart add',
  'checkout',
  'refund request',
  'refund approve',
  'refund reject',
] as const;
export type WriteOp = (typeof WRITE_OPS)[number];

/** What the measuring process is asked to do, passed as its one argument (JSON). */
export interface ScaleJob {
  size: WorldSize;
  /** Requests per read route. */
  reads: number;
  /** Rounds of the write mix (each round one of every op but one of the two decisions). */
  writeRounds: number;
  /** New sessions whose first request is timed. */
  newSessions: number;
  /** Writes made into the world before measuring again; 0 for none. */
  historyWrites: number;
  /** The history stops here even if its writes are not all made, so that the bench ends. */
  historyMinutes: number;
}

export interface Distribution {
  median: number;
  p99: number;
  count: number;
}

/** Calls that did not answer 2xx, by what they were: how many, and the first answer. */
export type Failures = Record<string, { count: number; first: string }>;

export interface History {
  writes: number;
  /** Whether the time limit stopped the history before all its writes were made. */
  cut: boolean;
  seconds: number;
  /** Writes per second of each block of writes, in order. */
  blockRates: number[];
  readsBefore: Record<ReadRoute, Distribution>;
  writesBefore: Record<WriteOp, Distribution>;
  readsAfter: Record<ReadRoute, Distribution>;
  writesAfter: Record<WriteOp, Distribution>;
  heapMbBefore: number;
  heapMbAfter: number;
}

/** The measuring process's one message: what it measured of its world. */
export interface SizeResult {
  size: WorldSize;
  posts: number;
  members: number;
  boot: { generateMs: number; buildMs: number; firstRequestMs: number; heapMb: number };
  newSession: {
    sessions: number;
    /** The first call of a new session: a post's detail, as anyone opening a link. */
    detailMs: Distribution;
    /** Signing in, the session's first write (a token). */
    signInMs: Distribution;
    /** The session's first signed-in call, right after signing in. */
    balancesMs: Distribution;
    /** Heap kept by each session after its first read, after gc. */
    readMbPerSession: number;
    /** Heap kept by each session once signed in (a token written) and its balances read. */
    signedInMbPerSession: number;
  };
  reads: Record<ReadRoute, Distribution>;
  writes: Record<WriteOp, Distribution>;
  history: History | null;
  failures: Failures;
}

/** The median and the 99th percentile (nearest rank) of some timings. */
export function distribution(samples: readonly number[]): Distribution {
  const sorted = [...samples].sort((a, b) => a - b);
  const count = sorted.length;
  if (count === 0) return { median: Number.NaN, p99: Number.NaN, count };
  const half = count >> 1;
  const median = count % 2 === 1 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
  const p99 = sorted[Math.min(count - 1, Math.ceil(0.99 * count) - 1)]!;
  return { median, p99, count };
}
