/**
 * `pnpm bench`: throughput and p99 latency of a list route, a detail route and keyword search of
 * the mock at `default` and `large` size, each beside a bare Fastify route answering the same
 * bytes on the same machine, measured with autocannon over 127.0.0.1. Prints a table, the ratios
 * and whether the targets hold:
 *
 * - the detail route reaches at least half the bare route's throughput (request validation on);
 * - search at `large` stays within 3 times its p99 latency at `default`.
 *
 * Servers run in child processes (serve.ts), one per size, all up at once, so that autocannon does
 * not share their event loop and rounds can alternate between sizes.
 * Bounded: a few seconds per measurement; stops by itself. Not part of `npm test`.
 *
 * The machine may be shared, so each figure is the median of BENCH_ROUNDS rounds, and each round
 * measures every size's mock and bare route in turn (short autocannon runs).
 *
 * Environment: BENCH_SECONDS (per run, default 2), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS
 * (default 10), BENCH_SIZES (default `default,large`).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { WorldSize } from '@market/world';
import autocannon from 'autocannon';
import { MEASURED_ROUTES, type MeasuredRoute, type ServerReady } from './protocol';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_SECONDS = 1;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SIZES = (process.env.BENCH_SIZES ?? 'default,large').split(',') as WorldSize[];
/** Generating and copying the large world takes a while on a busy machine; beyond this, give up. */
const SERVER_START_LIMIT_MS = 5 * 60_000;

const DETAIL_TARGET = 0.5;
const SEARCH_TARGET = 3;

interface Measure {
  requestsPerSecond: number;
  /** Server CPU time (user + system) per answered request: what the route costs, whatever else runs. */
  cpuMicrosPerRequest: number;
  p99Ms: number;
  meanMs: number;
  errors: number;
  non2xx: number;
}

interface RouteFigures {
  mock: Measure;
  bare: Measure;
}

/** The server process's CPU time so far, in microseconds. */
function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (typeof message === 'object' && message !== null && 'cpuMicros' in message) {
        child.off('message', onMessage);
        resolve((message as { cpuMicros: number }).cpuMicros);
      }
    };
    child.on('message', onMessage);
    child.send('cpu');
  });
}

async function measure(child: ChildProcess, url: string, seconds: number): Promise<Measure> {
  const cpuBefore = await cpuOf(child);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  const cpuMicros = (await cpuOf(child)) - cpuBefore;
  return {
    requestsPerSecond: result.requests.average,
    cpuMicrosPerRequest: cpuMicros / Math.max(1, result.requests.total),
    p99Ms: result.latency.p99,
    meanMs: result.latency.average,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Each statistic's median over the runs; errors are summed. */
function median(runs: Measure[]): Measure {
  const mid = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const half = sorted.length >> 1;
    return sorted.length % 2 === 1 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
  };
  return {
    requestsPerSecond: mid(runs.map((r) => r.requestsPerSecond)),
    cpuMicrosPerRequest: mid(runs.map((r) => r.cpuMicrosPerRequest)),
    p99Ms: mid(runs.map((r) => r.p99Ms)),
    meanMs: mid(runs.map((r) => r.meanMs)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

function startServer(size: WorldSize): Promise<{ child: ChildProcess; ready: ServerReady }> {
  const script = fileURLToPath(new URL('./serve.ts', import.meta.url));
  const child = fork(script, [size], { execArgv: process.execArgv, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`the ${size} server did not start within ${SERVER_START_LIMIT_MS} ms`));
    }, SERVER_START_LIMIT_MS);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve({ child, ready: message as ServerReady });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the ${size} server exited with ${code}`));
    });
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.send('stop');
  });
}

interface Server {
  child: ChildProcess;
  ready: ServerReady;
}

async function startServers(): Promise<Server[]> {
  const servers: Server[] = [];
  try {
    for (const size of SIZES) {
      process.stdout.write(`[${size}] generating the world and starting the servers...\n`);
      const server = await startServer(size);
      servers.push(server);
      const { ready } = server;
      process.stdout.write(
        `[${size}] ${ready.posts} posts (${ready.distinctTitles} distinct titles), generated in ` +
          `${(ready.generateMs / 1000).toFixed(1)} s, first call ${(ready.firstCallMs / 1000).toFixed(1)} s\n`,
      );
    }
    return servers;
  } catch (error) {
    await Promise.all(servers.map((server) => stopServer(server.child)));
    throw error;
  }
}

/**
 * Every route of every size, in rounds: each round measures each size's mock and bare route one
 * after the other, so that a busy spell of the machine weighs on all of them alike.
 */
async function measureAll(
  servers: Server[],
): Promise<{ ready: ServerReady; figures: Record<MeasuredRoute, RouteFigures> }[]> {
  const runs = servers.map(
    () => ({}) as Record<MeasuredRoute, { mock: Measure[]; bare: Measure[] }>,
  );
  for (const route of MEASURED_ROUTES) {
    const targets = servers.map(({ child, ready }) => ({
      child,
      mock: ready.appAddress + ready.paths[route],
      bare: `${ready.bareAddress}/bare/${route}`,
    }));
    for (const target of targets) {
      await measure(target.child, target.mock, WARM_UP_SECONDS);
      await measure(target.child, target.bare, WARM_UP_SECONDS);
    }
    targets.forEach((_, i) => (runs[i]![route] = { mock: [], bare: [] }));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [i, target] of targets.entries()) {
        runs[i]![route].mock.push(await measure(target.child, target.mock, SECONDS));
        runs[i]![route].bare.push(await measure(target.child, target.bare, SECONDS));
      }
    }
    process.stdout.write(`measured ${route}\n`);
  }
  return servers.map(({ ready }, i) => {
    const figures = {} as Record<MeasuredRoute, RouteFigures>;
    for (const route of MEASURED_ROUTES) {
      figures[route] = { mock: median(runs[i]![route].mock), bare: median(runs[i]![route].bare) };
    }
    return { ready, figures };
  });
}

const format = (value: number, digits: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}

async function main() {
  process.stdout.write(
    `mock-server benchmark: ${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${SECONDS} s ` +
      `runs alternating sizes, mock and bare; 127.0.0.1\n\n`,
  );
  const servers = await startServers();
  let results;
  try {
    results = await measureAll(servers);
  } finally {
    await Promise.all(servers.map((server) => stopServer(server.child)));
  }

  const rows = [
    [
      'size',
      'route',
      'bytes',
      'mock req/s',
      'mock p99 ms',
      'mock CPU µs/req',
      'bare req/s',
      'bare p99 ms',
      'bare CPU µs/req',
      'mock/bare req/s',
    ],
  ];
  for (const { ready, figures } of results) {
    for (const route of MEASURED_ROUTES) {
      const { mock, bare } = figures[route];
      rows.push([
        ready.size,
        `${route} ${ready.paths[route].split('?')[0]!.replace(/\/\d+\//, '/:seq/')}`,
        String(ready.bytes[route]),
        format(mock.requestsPerSecond, 0),
        format(mock.p99Ms, 1),
        format(mock.cpuMicrosPerRequest, 0),
        format(bare.requestsPerSecond, 0),
        format(bare.p99Ms, 1),
        format(bare.cpuMicrosPerRequest, 0),
        format(mock.requestsPerSecond / bare.requestsPerSecond, 2),
      ]);
      if (mock.errors + mock.non2xx > 0) {
        rows.push([
          ready.size,
          `  (${route}: ${mock.errors} errors, ${mock.non2xx} non-2xx)`,
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
        ]);
      }
    }
  }
  process.stdout.write(`\n${table(rows)}\n\n`);

  const verdict = (ok: boolean) => (ok ? 'meets the target' : 'MISSES the target');
  for (const { ready, figures } of results) {
    const { mock, bare } = figures.detail;
    const ratio = mock.requestsPerSecond / bare.requestsPerSecond;
    // Server CPU per request does not depend on what else the machine runs: the capacity ratio.
    const byCpu = bare.cpuMicrosPerRequest / mock.cpuMicrosPerRequest;
    process.stdout.write(
      `detail vs bare throughput at ${ready.size}: ${format(ratio, 2)} ` +
        `(target >= ${DETAIL_TARGET}: ${verdict(ratio >= DETAIL_TARGET)}); ` +
        `by server CPU per request: ${format(byCpu, 2)}\n`,
    );
  }
  const byDefault = results.find((r) => r.ready.size === 'default');
  const byLarge = results.find((r) => r.ready.size === 'large');
  if (byDefault && byLarge) {
    const p99 = byLarge.figures.search.mock.p99Ms / byDefault.figures.search.mock.p99Ms;
    const mean = byLarge.figures.search.mock.meanMs / byDefault.figures.search.mock.meanMs;
    process.stdout.write(
      `search latency large vs default: p99 ${format(p99, 2)}, mean ${format(mean, 2)} ` +
        `(target <= ${SEARCH_TARGET} on p99: ${verdict(p99 <= SEARCH_TARGET)})\n`,
    );
    // The same bytes from the bare route show how much of that is the machine, not the search.
    const bareP99 = byLarge.figures.search.bare.p99Ms / byDefault.figures.search.bare.p99Ms;
    const cpu =
      byLarge.figures.search.mock.cpuMicrosPerRequest /
      byDefault.figures.search.mock.cpuMicrosPerRequest;
    process.stdout.write(
      `  (bare route answering the same bytes, large vs default: p99 ${format(bareP99, 2)}; ` +
        `search server CPU per request, large vs default: ${format(cpu, 2)})\n`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
