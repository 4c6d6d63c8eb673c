#!/usr/bin/env node
// `npm test`'s steps, one after another (the machine has two cores and the browser steps use both),
// each timed; the times are printed at the end, also when a step fails, so that a slow suite says
// where its minutes go. Run through with-pnpm.mjs, which puts the workspace's pnpm on PATH.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const packages = ['domain', 'contract', 'world', 'fixtures', 'mock-server', 'web', 'e2e'];
const steps = [
  ['repository rules', ['run', 'test:repo']],
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['OpenAPI up to date', ['run', 'openapi:check']],
  ...packages.map((name) => [`${name} tests`, ['--filter', `@market/${name}`, 'run', 'test']]),
];

const times = [];
let failed = null;
for (const [label, args] of steps) {
  const started = performance.now();
  const result = spawnSync('pnpm', args, { cwd: root, stdio: 'inherit' });
  times.push([label, (performance.now() - started) / 1000]);
  if (result.status !== 0) {
    failed = label;
    break;
  }
}

const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
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
