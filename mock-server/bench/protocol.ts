/** What run.ts and its server process (serve.ts) agree on. */
import type { WorldSize } from '@market/world';

export const BENCH_SEED = 1;
/** A fixed reference time, so that every run measures the same world. */
export const BENCH_NOW = Date.parse('2026-03-02T10:00:00+09:00');
/** A keyword of the catalogue in every size (a real service in the generated catalogue). */
export const SEARCH_KEYWORD = 'netflix';

export const MEASURED_ROUTES = ['list', 'detail', 'search'] as const;
export type MeasuredRoute = (typeof MEASURED_ROUTES)[number];

/** The server process's message once it listens. */
export interface ServerReady {
  size: WorldSize;
  /** `http://127.0.0.1:<port>` of the mock. */
  appAddress: string;
  /** `http://127.0.0.1:<port>` of the bare Fastify app; route `/bare/<name>`. */
  bareAddress: string;
  paths: Record<MeasuredRoute, string>;
  /** Size of each answer, in bytes (the bare route answers the same bytes). */
  bytes: Record<MeasuredRoute, number>;
  posts: number;
  distinctTitles: number;
  generateMs: number;
  /** The first call: opening the default session and building the catalogue index. */
  firstCallMs: number;
}
