/**
 * `pnpm mock`: generates the world, serves it and prints where, with the seeded accounts.
 *
 *   pnpm mock [--port 4000] [--host 127.0.0.1] [--seed 1] [--size small|default|large]
 *             [--now 2026-03-01T09:00:00+09:00] [--clock running|frozen]
 *             [--random crypto|seeded] [--fixed] [--log-level warn] [--check-world]
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { generateWorld } from '@market/fixtures';
import { buildApp } from './app';
import { WORLD_SIZES } from './config';
import { API_DOCS_PATH } from './control/api-docs';
import { seededAccountViews } from './control/seeded-accounts';
import { FIXED_WORLD } from './fixed-world';
import type { ClockMode } from './store/clock';
import type { RandomSource } from './store/random';

const USAGE = `Usage: pnpm mock [options]
  --port N        port to listen on (default: env PORT or 4000; 0 picks a free one)
  --host H        interface to bind (default 127.0.0.1; 0.0.0.0 for every interface)
  --seed N        seed of the generated world (default 1)
  --size S        small | default | large (default: default)
  --now ISO       the world's reference time (default: the boot time, so the server's dates
                  agree with the browser's; pass --now for the same bytes on every boot)
  --clock C       running (default): the world's time follows real time | frozen: it moves
                  only through /__mock/clock (with --now: the same dates on every run)
  --random R      crypto (default) | seeded: tokens and codes the same on every run
                  (recordings only: they are guessable)
  --fixed         the world that is the same bytes on every boot (fixed-world.ts: seed 1, small,
                  ${FIXED_WORLD.now}, frozen clock, seeded random), for recordings and parity
                  tests; instead of --seed, --size, --now, --clock and --random
  --log-level L   fatal | error | warn | info | debug (default warn; info logs every request)
  --check-world   check every money invariant over the whole world at each commit, not just
                  over what the change touched (slower as the world grows; for hunting a bug)
  -h, --help      this text`;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];
const CLOCK_MODES = ['running', 'frozen'] as const satisfies readonly ClockMode[];
const RANDOM_SOURCES = ['crypto', 'seeded'] as const satisfies readonly RandomSource[];

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function integer(name: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    fail(`--${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(text)}`);
  }
  return value;
}

function readOptions() {
  // `pnpm mock -- --seed 2` passes the `--` through; it is not an end of options here.
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      seed: { type: 'string', default: '1' },
      size: { type: 'string', default: 'default' },
      now: { type: 'string' },
      clock: { type: 'string', default: 'running' },
      random: { type: 'string', default: 'crypto' },
      'log-level': { type: 'string', default: 'warn' },
      'check-world': { type: 'boolean', default: false },
      fixed: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (values.fixed) {
    const given = ['seed', 'size', 'now', 'clock', 'random'].filter((name) =>
      args.some((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`)),
    );
    if (given.length) fail(`--fixed fixes the world: leave out --${given.join(', --')}`);
    Object.assign(values, { ...FIXED_WORLD, seed: String(FIXED_WORLD.seed) });
  }
  const size = WORLD_SIZES.find((candidate) => candidate === values.size);
  if (!size)
    fail(`--size must be one of ${WORLD_SIZES.join(', ')}, got ${JSON.stringify(values.size)}`);
  const logLevel = LOG_LEVELS.find((level) => level === values['log-level']);
  if (!logLevel) fail(`--log-level must be one of ${LOG_LEVELS.join(', ')}`);
  const now = values.now === undefined ? undefined : Date.parse(values.now);
  if (now !== undefined && Number.isNaN(now))
    fail(`--now must be an ISO 8601 time, got ${values.now}`);
  const clockMode = CLOCK_MODES.find((mode) => mode === values.clock);
  if (!clockMode) fail(`--clock must be one of ${CLOCK_MODES.join(', ')}`);
  const random = RANDOM_SOURCES.find((source) => source === values.random);
  if (!random) fail(`--random must be one of ${RANDOM_SOURCES.join(', ')}`);
  return {
    port: integer('port', values.port ?? process.env.PORT ?? '4000', 0, 65_535),
    host: values.host,
    seed: integer('seed', values.seed, 0, 2 ** 31 - 1),
    size,
    now,
    clockMode: clockMode satisfies ClockMode,
    random: random satisfies RandomSource,
    logLevel: logLevel satisfies LogLevel,
    checkWholeWorld: values['check-world'],
  };
}

function printAccounts(accounts: ReturnType<typeof seededAccountViews>): void {
  const rows = [
    ['email', 'password', 'roles', 'who'],
    ...accounts.map((a) => [a.email, a.password, a.roles.join(','), a.description]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) {
    console.log(
      `  ${row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`.trimEnd(),
    );
  }
}

async function main(): Promise<void> {
  const options = readOptions();
  const started = performance.now();
  // Dates in the world are relative to `now`: by default the real time, so that what the browser
  // sees as today (expiry, party days left, "past date" checks) is the server's today too.
  const now = options.now ?? Date.now();
  const world = generateWorld({ seed: options.seed, size: options.size, now });
  const generatedMs = performance.now() - started;
  const app = await buildApp({
    seed: options.seed,
    size: options.size,
    now,
    world,
    clockMode: options.clockMode,
    random: options.random,
    logger: { level: options.logLevel },
    checkWholeWorld: options.checkWholeWorld,
  });
  const address = await app.listen({ port: options.port, host: options.host });
  const bootMs = performance.now() - started;

  const { seed } = app.store;
  const posts = seed.subscriptionPosts.length + seed.couponPosts.length + seed.codePosts.length;
  console.log(
    `Mock server at ${address} — seed ${options.seed}, size ${options.size}, ` +
      `${posts.toLocaleString('en')} posts, ${seed.users.length.toLocaleString('en')} users, ` +
      `booted in ${(bootMs / 1000).toFixed(2)} s (world generated in ${(generatedMs / 1000).toFixed(2)} s)`,
  );
  console.log(`API docs (Swagger UI, with examples): ${address}${API_DOCS_PATH}`);
  console.log(`Health: ${address}/__mock/health. Seeded accounts:`);
  printAccounts(seededAccountViews(seed));

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1); // a second Ctrl-C does not wait
    closing = true;
    console.log(`\n${signal}: closing the mock server`);
    const force = setTimeout(() => process.exit(1), 5_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
