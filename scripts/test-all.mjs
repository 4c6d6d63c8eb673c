#!/usr/bin/env node
// `npm test`'s steps, one after another (the machine has two cores and the browser steps use both),
// each timed; the times are printed at the end, also when a step fails, so that a slow suite says
// where its minutes go. Lint and typecheck run side by side: ESLint keeps one core busy, and the
// two together finish about a minute sooner than one after the other (their output is printed
// whole, each when it ends). Run through with-pnpm.mjs, which puts the workspace's pnpm on PATH.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const packages = ['domain', 'contract', 'fixtures', 'mock-server', 'web', 'e2e'];
/** A step is one command, or several run side by side. */
const steps = [
  [['repository rules', ['run', 'test:repo']]],
  [
    ['lint', ['run', 'lint']],
    ['typecheck', ['run', 'typecheck']],
  ],
  [['OpenAPI up to date', ['run', 'openapi:check']]],
  ...packages.map((name) => [[`${name} tests`, ['--filter', `@market/${name}`, 'run', 'test']]]),
];

/** Runs a command with its output kept, printed whole when it ends: its exit code and time. */
function runBuffered(args) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('pnpm', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      resolve({ code: code ?? 1, seconds: (performance.now() - started) / 1000 });
    });
  });
}

/** Runs a command on this terminal: its exit code and time. */
function runInherited(args) {
  const started = performance.now();
  const { status } = spawnSync('pnpm', args, { cwd: root, stdio: 'inherit' });
  return { code: status ?? 1, seconds: (performance.now() - started) / 1000 };
}

const suiteStarted = performance.now();
const times = [];
let failed = null;
for (const group of steps) {
  const results = await Promise.all(
    group.length === 1 ? [runInherited(group[0][1])] : group.map(([, args]) => runBuffered(args)),
  );
  group.forEach(([label], index) =>
    times.push([group.length > 1 ? `${label} (side by side)` : label, results[index].seconds]),
  );
  const failedIndex = results.findIndex(({ code }) => code !== 0);
  if (failedIndex !== -1) {
    failed = group[failedIndex][0];
    break;
  }
}

const total = (performance.now() - suiteStarted) / 1000;
function clock(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
console.log('\nnpm test, step by step:');
for (const [label, seconds] of times) console.log(`  ${clock(seconds).padStart(6)}  ${label}`);
console.log(
  `  ${clock(total).padStart(6)}  in all${failed ? ` (stopped: "${failed}" failed)` : ''}`,
);
process.exit(failed ? 1 : 0);
