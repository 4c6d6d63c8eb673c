/**
 * `pnpm bench:scale` (also the second half of `pnpm bench`): how the mock's cost grows with the
 * world's size and history (issue 38). For each world size, in a process of its own (scale-world.ts)
 * and in-process through `app.inject`, so that no socket weighs on the figures:
 *
 * - boot: generating the world, building the app, its first request, and the heap after gc;
 * - new sessions: the first request of each of 20 new `x-mock-session`s (a post's detail), its
 *   sign-in and first balances, and the heap each session keeps;
 * - a read mix signed in as the seeded buyer (post list, post detail, balances, orders), the
 *   routes interleaved;
 * - a write mix in a session of its own, the seeded buyer trading with the seeded seller: top-up
 *   and its transfer received, a new post, cart, checkout, refund request, approval or rejection;
 * - into one world (the largest measured), many more writes of the same mix, then the read and
 *   write mixes again in that session.
 *
 * Prints a table per measure (median and p99 in ms of each size, the ratio of the largest to the
 * smallest), one of the history (before and after), and whether each target of the issue holds.
 * A missed target is reported, not failed; a call that answered other than 2xx exits 1, since the
 * figures would then be of refusals. Bounded: it stops by itself, and talks only to itself.
 *
 * Environment: BENCH_SIZES (default `small,default,large`), BENCH_READS (per read route, default
 * 300), BENCH_WRITE_ROUNDS (rounds of the write mix, default 200), BENCH_WRITES (writes of the
 * history, default 100000; 0 for none), BENCH_HISTORY_SIZE (default the largest of BENCH_SIZES),
 * BENCH_HISTORY_MINUTES (the history stops there even if its writes are not all made, so that a
 * mock that slows down still lets the bench end; default 30).
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { WorldSize } from '@market/world';
import {
  type Distribution,
  READ_ROUTES,
  type ReadRoute,
  type ScaleJob,
  type SizeResult,
  WRITE_OPS,
  type WriteOp,
} from './scale-protocol';

const ALL_SIZES: readonly WorldSize[] = ['small', 'default', 'large'];
const SIZES = (process.env.BENCH_SIZES ?? ALL_SIZES.join(','))
  .split(',')
  .map((size) => size.trim()) as WorldSize[];
const READS = Number(process.env.BENCH_READS ?? 300);
const WRITE_ROUNDS = Number(process.env.BENCH_WRITE_ROUNDS ?? 200);
const WRITES = Number(process.env.BENCH_WRITES ?? 100_000);
const HISTORY_SIZE = (process.env.BENCH_HISTORY_SIZE ??
  ALL_SIZES.filter((size) => SIZES.includes(size)).at(-1)) as WorldSize;
const HISTORY_MINUTES = Number(process.env.BENCH_HISTORY_MINUTES ?? 30);
const NEW_SESSIONS = 20;

/** The issue's targets, for the large world. */
const TARGET = {
  writeMedianMs: 3,
  balancesMedianMs: 2,
  readP99Ms: 10,
  newSessionMs: 20,
  newSessionMb: 1,
  afterBefore: 1.2,
};

const READ_LABELS: Record<ReadRoute, string> = {
  'post list': 'GET /api/coupon',
  'post detail': 'GET /api/coupon/:seq/view',
  balances: 'GET /api/cp',
  orders: 'GET /api/order/list',
};

const WRITE_LABELS: Record<WriteOp, string> = {
  'top-up': 'POST /api/cp/cash/charge',
  'transfer received': 'POST /__mock/transfers/:orderId/receive',
  'new post': 'POST /api/coupon (seller)',
  'cart add': 'POST /api/cart',
  checkout: 'POST /api/order',
  'refund request': 'POST /api/order/:productId/refund/request',
  'refund approve': 'POST /api/seller/refund/approve',
  'refund reject': 'POST /api/seller/refund/reject',
};

function usage(problem: string): never {
  console.error(`bench:scale: ${problem}`);
  process.exit(2);
}
if (SIZES.length === 0 || SIZES.some((size) => !ALL_SIZES.includes(size))) {
  usage(`BENCH_SIZES must list some of ${ALL_SIZES.join(', ')}`);
}
for (const [name, value] of Object.entries({ READS, WRITE_ROUNDS, WRITES, HISTORY_MINUTES })) {
  if (!Number.isSafeInteger(value) || value < 0) usage(`BENCH_${name} must be a whole number`);
}
if (WRITES > 0 && !SIZES.includes(HISTORY_SIZE)) {
  usage('BENCH_HISTORY_SIZE must be one of BENCH_SIZES');
}

/** Measures one size in a process of its own, with gc at hand for the heap figures. */
function measure(job: ScaleJob): Promise<SizeResult> {
  const script = fileURLToPath(new URL('./scale-world.ts', import.meta.url));
  const child = fork(script, [JSON.stringify(job)], {
    execArgv: [...process.execArgv, '--expose-gc'],
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    let result: SizeResult | undefined;
    child.once('message', (message) => (result = message as SizeResult));
    child.once('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`measuring the ${job.size} world stopped (exit ${code})`));
    });
  });
}

const format = (value: number, digits: number) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      })
    : '—';
const ms = (value: number) => format(value, value < 100 ? 2 : 0);
const ratio = (after: number, before: number) => format(after / before, 2);

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (i < 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}

/** A measure of every size: its figure (or median and p99) per size. */
interface Row {
  label: string;
  values: (result: SizeResult) => { median: number; p99?: number; unit: 'ms' | 'MB' };
}

function sizeTable(results: SizeResult[]): string {
  const first = results[0]!;
  const last = results.at(-1)!;
  const compare = results.length > 1 ? `${last.size}/${first.size}` : null;
  const rows: Row[] = [
    {
      label: 'boot: generate the world',
      values: (r) => ({ median: r.boot.generateMs, unit: 'ms' }),
    },
    { label: 'boot: build the app', values: (r) => ({ median: r.boot.buildMs, unit: 'ms' }) },
    {
      label: 'boot: first request',
      values: (r) => ({ median: r.boot.firstRequestMs, unit: 'ms' }),
    },
    { label: 'boot: heap used (MB)', values: (r) => ({ median: r.boot.heapMb, unit: 'MB' }) },
    {
      label: 'new session: first GET /api/coupon/:seq/view',
      values: (r) => ({ ...r.newSession.detailMs, unit: 'ms' }),
    },
    {
      label: 'new session: POST /api/auth',
      values: (r) => ({ ...r.newSession.signInMs, unit: 'ms' }),
    },
    {
      label: 'new session: first GET /api/cp signed in',
      values: (r) => ({ ...r.newSession.balancesMs, unit: 'ms' }),
    },
    {
      label: 'new session: heap kept, read only (MB)',
      values: (r) => ({ median: r.newSession.readMbPerSession, unit: 'MB' }),
    },
    {
      label: 'new session: heap kept, signed in (MB)',
      values: (r) => ({ median: r.newSession.signedInMbPerSession, unit: 'MB' }),
    },
    ...READ_ROUTES.map((route): Row => ({
      label: `read: ${READ_LABELS[route]}`,
      values: (r) => ({ ...r.reads[route], unit: 'ms' }),
    })),
    ...WRITE_OPS.map((op): Row => ({
      label: `write: ${WRITE_LABELS[op]}`,
      values: (r) => ({ ...r.writes[op], unit: 'ms' }),
    })),
  ];
  const header = [
    'measure (ms unless named)',
    ...results.flatMap((r) => [`${r.size} median`, `${r.size} p99`]),
    ...(compare ? [`${compare} median`, `${compare} p99`] : []),
  ];
  const body = rows.map(({ label, values }) => {
    const cells = results.map(values);
    const shown = (value: { median: number; p99?: number; unit: 'ms' | 'MB' }) => [
      value.unit === 'MB' ? format(value.median, 3) : ms(value.median),
      value.p99 === undefined ? '' : ms(value.p99),
    ];
    const a = cells[0]!;
    const b = cells.at(-1)!;
    return [
      label,
      ...cells.flatMap(shown),
      ...(compare
        ? [ratio(b.median, a.median), a.p99 === undefined ? '' : ratio(b.p99!, a.p99)]
        : []),
    ];
  });
  return table([header, ...body]);
}

/** Each read route and write op's figures before and after the history, and their ratios. */
function historyRows(
  result: SizeResult,
): { label: string; before: Distribution; after: Distribution }[] {
  const history = result.history!;
  return [
    ...READ_ROUTES.map((route) => ({
      label: `read: ${READ_LABELS[route]}`,
      before: history.readsBefore[route],
      after: history.readsAfter[route],
    })),
    ...WRITE_OPS.map((op) => ({
      label: `write: ${WRITE_LABELS[op]}`,
      before: history.writesBefore[op],
      after: history.writesAfter[op],
    })),
  ];
}

function historyTable(result: SizeResult): string {
  const rows = historyRows(result).map(({ label, before, after }) => [
    label,
    ms(before.median),
    ms(before.p99),
    ms(after.median),
    ms(after.p99),
    ratio(after.median, before.median),
    ratio(after.p99, before.p99),
  ]);
  const header = [
    'measure (ms)',
    'before median',
    'before p99',
    'after median',
    'after p99',
    'after/before median',
    'after/before p99',
  ];
  return table([header, ...rows]);
}

const verdict = (met: boolean, detail: string) => (met ? `met (${detail})` : `MISSED: ${detail}`);

function targets(results: SizeResult[]): string[] {
  const lines: string[] = [];
  const large = results.find((r) => r.size === 'large');
  if (!large) {
    lines.push('targets of the large world: not measured (BENCH_SIZES has no large)');
  } else {
    const writes = WRITE_OPS.map((op) => ({ op, median: large.writes[op].median })).sort(
      (a, b) => b.median - a.median,
    );
    const slowWrites = writes.filter((w) => !(w.median <= TARGET.writeMedianMs));
    lines.push(
      `large world, a write's median <= ${TARGET.writeMedianMs} ms: ` +
        verdict(
          slowWrites.length === 0,
          slowWrites.length === 0
            ? `slowest ${writes[0]!.op} ${ms(writes[0]!.median)} ms`
            : slowWrites.map((w) => `${w.op} ${ms(w.median)} ms`).join(', '),
        ),
    );
    const balances = large.reads.balances.median;
    lines.push(
      `large world, GET /api/cp median <= ${TARGET.balancesMedianMs} ms: ` +
        verdict(balances <= TARGET.balancesMedianMs, `${ms(balances)} ms`),
    );
    const reads = READ_ROUTES.map((route) => ({ route, p99: large.reads[route].p99 })).sort(
      (a, b) => b.p99 - a.p99,
    );
    const slowReads = reads.filter((r) => !(r.p99 <= TARGET.readP99Ms));
    lines.push(
      `large world, every read's p99 <= ${TARGET.readP99Ms} ms: ` +
        verdict(
          slowReads.length === 0,
          (slowReads.length === 0 ? reads.slice(0, 1) : slowReads)
            .map((r) => `${READ_LABELS[r.route]} ${ms(r.p99)} ms`)
            .join(', '),
        ),
    );
    const { detailMs, readMbPerSession } = large.newSession;
    lines.push(
      `large world, a new session's first request <= ${TARGET.newSessionMs} ms: ` +
        verdict(
          detailMs.median <= TARGET.newSessionMs,
          `median ${ms(detailMs.median)} ms, p99 ${ms(detailMs.p99)} ms`,
        ),
    );
    lines.push(
      `large world, a new session <= ${TARGET.newSessionMb} MB until it writes: ` +
        verdict(readMbPerSession <= TARGET.newSessionMb, `${format(readMbPerSession, 3)} MB`),
    );
  }
  const withHistory = results.find((r) => r.history);
  if (withHistory) {
    const ratios = historyRows(withHistory)
      .map(({ label, before, after }) => ({ label, ratio: after.median / before.median }))
      .sort((a, b) => b.ratio - a.ratio);
    const grown = ratios.filter((r) => !(r.ratio <= TARGET.afterBefore));
    lines.push(
      `${withHistory.size} world, after/before ${withHistory.history!.writes.toLocaleString('en-US')} ` +
        `writes <= ${TARGET.afterBefore} (medians): ` +
        verdict(
          grown.length === 0,
          (grown.length === 0 ? ratios.slice(0, 1) : grown)
            .map((r) => `${r.label} ${format(r.ratio, 2)}`)
            .join(', '),
        ),
    );
  }
  return lines;
}

async function main() {
  const started = performance.now();
  process.stdout.write(
    `mock-server scale benchmark: sizes ${SIZES.join(', ')}; in-process (app.inject); ` +
      `${READS} requests per read route, ${WRITE_ROUNDS} rounds of the write mix, ` +
      `${NEW_SESSIONS} new sessions; ${WRITES.toLocaleString('en-US')} writes into the ` +
      `${HISTORY_SIZE} world\n\n`,
  );
  const results: SizeResult[] = [];
  for (const size of SIZES) {
    process.stdout.write(`[${size}] generating the world...\n`);
    results.push(
      await measure({
        size,
        reads: READS,
        writeRounds: WRITE_ROUNDS,
        newSessions: NEW_SESSIONS,
        historyWrites: size === HISTORY_SIZE ? WRITES : 0,
        historyMinutes: HISTORY_MINUTES,
      }),
    );
  }
  // Smallest first, so that the last column compares the largest with the smallest.
  results.sort((a, b) => ALL_SIZES.indexOf(a.size) - ALL_SIZES.indexOf(b.size));

  process.stdout.write(
    `\nworlds: ${results.map((r) => `${r.size} ${r.posts.toLocaleString('en-US')} posts, ${r.members.toLocaleString('en-US')} members`).join('; ')}\n\n`,
  );
  process.stdout.write(`${sizeTable(results)}\n`);
  const withHistory = results.find((r) => r.history);
  if (withHistory) {
    const history = withHistory.history!;
    const rates = history.blockRates;
    process.stdout.write(
      `\nafter ${history.writes.toLocaleString('en-US')} writes into the ${withHistory.size} world ` +
        `(one buyer and one seller in one session), in ${history.seconds.toFixed(1)} s` +
        (history.cut
          ? ` (of ${WRITES.toLocaleString('en-US')} asked: stopped by BENCH_HISTORY_MINUTES=${HISTORY_MINUTES})`
          : '') +
        ': ' +
        `${(history.writes / history.seconds).toFixed(0)} writes/s` +
        (rates.length > 0
          ? `, first block ${rates[0]!.toFixed(0)}/s, last ${rates.at(-1)!.toFixed(0)}/s`
          : '') +
        `; heap ${history.heapMbBefore.toFixed(0)} MB before, ${history.heapMbAfter.toFixed(0)} MB after\n\n`,
    );
    process.stdout.write(`${historyTable(withHistory)}\n`);
  }
  process.stdout.write(`\n${targets(results).join('\n')}\n`);

  const failures = results.flatMap((r) =>
    Object.entries(r.failures).map(([label, f]) => ({ size: r.size, label, ...f })),
  );
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(`\nran in ${seconds.toFixed(0)} s\n`);
  if (failures.length > 0) {
    const count = failures.reduce((sum, f) => sum + f.count, 0);
    console.error(`\n${count} calls answered other than 2xx; the figures include them:`);
    for (const f of failures)
      console.error(`  [${f.size}] ${f.label}: ${f.count}, first: ${f.first}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
