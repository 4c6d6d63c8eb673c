#!/usr/bin/env node
// `npm test`'s steps, each timed; the times are printed at the end, also when a step fails, so that
// a slow suite says where its minutes go. Run through with-pnpm.mjs, which puts the workspace's
// pnpm on PATH.
//
// The static checks (rules, lint, formatting, types, the OpenAPI file) are single-threaded
// processes: they run two at a time, one per core, longest first, each one's output printed whole
// when it ends. The packages' tests come after, one package at a time: Vitest and the browser
// steps use both cores themselves.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CORES = 2;

/** Longest first, so that the short ones fill in at the end. */
const staticChecks = [
  ['types: web', ['exec', 'tsc', '-p', 'web/tsconfig.json']],
  ['lint', ['exec', 'eslint', '.']],
  ['types: Node packages', ['exec', 'tsc', '-p', 'tsconfig.node-packages.json']],
  ['formatting', ['exec', 'prettier', '--check', '.']],
  ['types: e2e', ['exec', 'tsc', '-p', 'e2e/tsconfig.json']],
  ['OpenAPI up to date', ['run', 'openapi:check']],
  ['repository rules', ['run', 'test:repo']],
];
const packages = ['domain', 'contract', 'world', 'fixtures', 'mock-server', 'web', 'e2e'];
const packageTests = packages.map((name) => [
  `${name} tests`,
  ['--filter', `@market/${name}`, 'run', 'test'],
]);

/** Runs `pnpm args`; resolves to its exit status. `quiet` keeps the output until the end. */
function run(args, quiet) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', args, { cwd: root, stdio: quiet ? 'pipe' : 'inherit' });
    const output = [];
    if (quiet) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (status) => {
      if (quiet) process.stdout.write(Buffer.concat(output));
      resolve(status ?? 1);
    });
  });
}

const times = [];
let failed = null;

async function timed(label, args, quiet = false) {
  const started = performance.now();
  if (quiet) console.log(`> ${label}`);
  const status = await run(args, quiet);
  const seconds = (performance.now() - started) / 1000;
  times.push([label, seconds]);
  if (quiet) console.log(`< ${label}: ${status === 0 ? 'passed' : 'FAILED'} in ${clock(seconds)}`);
  if (status !== 0) failed ??= label;
  return status;
}

function clock(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const started = performance.now();
const queue = [...staticChecks];
await Promise.all(
  Array.from({ length: CORES }, async () => {
    while (queue.length > 0) await timed(...queue.shift(), true);
  }),
);
const staticSeconds = (performance.now() - started) / 1000;

for (const [label, args] of failed ? [] : packageTests) {
  if ((await timed(label, args)) !== 0) break;
}

const total = (performance.now() - started) / 1000;
console.log('\nnpm test, step by step:');
for (const [label, seconds] of times) console.log(`  ${clock(seconds).padStart(6)}  ${label}`);
console.log(`  ${clock(staticSeconds).padStart(6)}  (the static checks above, two at a time)`);
console.log(
  `  ${clock(total).padStart(6)}  in all${failed ? ` (stopped: "${failed}" failed)` : ''}`,
);
process.exit(failed ? 1 : 0);
