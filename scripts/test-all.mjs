#!/usr/bin/env node
// `npm test`: every package's tests, the static checks and the browser steps, each timed; the times
// are printed at the end, also when a step fails, so that a slow suite says where its minutes go.
// Run through with-pnpm.mjs, which puts the workspace's pnpm on PATH.
//
// The machine has two cores, and the steps are laid out to keep both busy:
// 1. The static checks (types, lint, formatting, the OpenAPI file, repository rules) and the two
//    builds the browser steps need (Ladle's, and the web app the journeys drive) are each mostly
//    one thread: they run two at a time, longest first.
// 2. The packages' unit and component tests, one package at a time, with the story runner beside
//    them: Vitest leaves the cores idle between files and packages (start-up, a slow last file),
//    which the runner fills (3:35 for both against about 4:10 one after the other).
// 3. The browser journeys and the devtools check, on the build of step 1.
// A step that runs beside others prints its output whole when it ends.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CORES = 2;

/** Longest first, so that the short ones fill in at the end. */
const singleThreaded = [
  ['types: web', ['exec', 'tsc', '-p', 'web/tsconfig.json']],
  ['lint', ['exec', 'eslint', '.']],
  ['web build for the journeys', ['--filter', '@market/e2e', 'run', 'build:web']],
  ['types: Node packages', ['exec', 'tsc', '-p', 'tsconfig.node-packages.json']],
  ['Ladle build', ['--filter', '@market/web', 'run', 'ladle:build']],
  ['formatting', ['exec', 'prettier', '--check', '.']],
  ['types: e2e', ['exec', 'tsc', '-p', 'e2e/tsconfig.json']],
  ['OpenAPI up to date', ['run', 'openapi:check']],
  ['repository rules', ['run', 'test:repo']],
];
// web's own `test` also builds and checks the stories, which this run does beside the others.
const unitTests = [
  ...['domain', 'contract', 'world', 'fixtures', 'mock-server'].map((name) => [
    `${name} tests`,
    ['--filter', `@market/${name}`, 'run', 'test'],
  ]),
  ['web tests', ['--filter', '@market/web', 'exec', 'vitest', 'run']],
  ['e2e unit tests', ['--filter', '@market/e2e', 'run', 'test:unit']],
];
const stories = [
  'stories (beside the tests above)',
  ['--filter', '@market/e2e', 'run', 'stories:check'],
];
const browser = [
  [
    'browser journeys',
    ['--filter', '@market/e2e', 'exec', 'playwright', 'test'],
    { E2E_WEB_PREBUILT: '1' },
  ],
  [
    'devtools check',
    [
      '--filter',
      '@market/e2e',
      'exec',
      'playwright',
      'test',
      '-c',
      'playwright.devtools.config.ts',
    ],
  ],
];

const times = [];
let failed = null;

function clock(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * Runs `pnpm args` and notes its time; resolves to whether it passed. `quiet` holds its output
 * until it ends (it runs beside others).
 */
function step([label, args, env = {}], quiet = false) {
  const started = performance.now();
  if (quiet) console.log(`> ${label}`);
  return new Promise((resolve) => {
    const child = spawn('pnpm', args, {
      cwd: root,
      stdio: quiet ? 'pipe' : 'inherit',
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = (performance.now() - started) / 1000;
      times.push([label, seconds]);
      if (quiet) {
        process.stdout.write(Buffer.concat(output));
        console.log(`< ${label}: ${status === 0 ? 'passed' : 'FAILED'} in ${clock(seconds)}`);
      }
      if (status !== 0) failed ??= label;
      resolve(status === 0);
    });
  });
}

/** Runs the steps `width` at a time, each taking the next when one ends. */
async function pool(steps, width) {
  const queue = [...steps];
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (queue.length > 0 && !failed) await step(queue.shift(), true);
    }),
  );
}

async function inTurn(steps) {
  for (const next of steps) if (failed || !(await step(next))) return;
}

const started = performance.now();
const phases = [];
async function phase(name, work) {
  const phaseStarted = performance.now();
  if (!failed) await work();
  phases.push([name, (performance.now() - phaseStarted) / 1000]);
}

await phase('static checks and builds, two at a time', () => pool(singleThreaded, CORES));
await phase('unit and component tests, with the stories beside them', () =>
  Promise.all([inTurn(unitTests), step(stories, true)]),
);
await phase('browser steps', () => inTurn(browser));

console.log('\nnpm test, step by step:');
for (const [label, seconds] of times) console.log(`  ${clock(seconds).padStart(6)}  ${label}`);
console.log('by phase:');
for (const [name, seconds] of phases) console.log(`  ${clock(seconds).padStart(6)}  ${name}`);
const total = (performance.now() - started) / 1000;
console.log(
  `  ${clock(total).padStart(6)}  in all${failed ? ` (stopped: "${failed}" failed)` : ''}`,
);
process.exit(failed ? 1 : 0);
