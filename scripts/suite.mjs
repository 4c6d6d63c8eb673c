#!/usr/bin/env node
// `npm test` (through with-pnpm.mjs, which installs first and puts the workspace's pnpm on PATH):
// Turborepo runs the tasks below from the packages' own scripts, with the dependencies turbo.json
// gives them, as many at once as the machine has cores (decision 042). This file only starts it
// and prints each task's time from Turborepo's run summary, also when a task fails, and writes
// the table to reports/suite-times.txt (git-ignored; the GitHub workflow keeps it when a run fails).
// Arguments are passed on to `turbo run`: `npm test -- --filter=@market/web`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** What `npm test` runs: every package's task of these names that has a script. */
const tasks = [
  'typecheck',
  'test',
  'lint:code',
  'lint:format',
  'lint:workflows',
  'test:repo',
  'openapi:check',
  'stories:check',
  'devtools',
  'test:journeys',
  'test:demo',
];

// Turborepo runs each task as `<pnpm found on PATH> run <script>` in the package's folder, so a
// relative PATH entry (`pnpm exec` adds ./node_modules/.bin) would name a pnpm that is not there.
const bin = join(root, 'node_modules', '.bin');
const path = [bin, ...(process.env.PATH ?? '').split(delimiter).filter((dir) => isAbsolute(dir))];
const env = {
  ...process.env,
  PATH: path.join(delimiter),
  TURBO_TELEMETRY_DISABLED: '1',
  TURBO_NO_UPDATE_NOTIFIER: '1',
};

const runs = join(root, '.turbo', 'runs');
const started = Date.now();
const turbo = spawnSync(
  join(bin, process.platform === 'win32' ? 'turbo.cmd' : 'turbo'),
  ['run', ...tasks, '--summarize', '--log-order=grouped', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env, shell: process.platform === 'win32' },
);
const status = turbo.status ?? 1;

function clock(milliseconds) {
  const whole = Math.round(milliseconds / 1000);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** This run's summary: the newest one written since it started. */
function summary() {
  let files = [];
  try {
    files = readdirSync(runs)
      .filter((name) => name.endsWith('.json'))
      .map((name) => join(runs, name))
      .filter((file) => statSync(file).mtimeMs >= started)
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  } catch {
    // no summary: turbo failed before running anything
  }
  return files[0] ? JSON.parse(readFileSync(files[0], 'utf8')) : null;
}

const run = summary();
const ran = (run?.tasks ?? [])
  .filter((task) => task.command !== '<NONEXISTENT>' && task.execution)
  .sort((a, b) => a.execution.startTime - b.execution.startTime);
const total = Date.now() - started;
const table = [
  `npm test on Node ${process.version}, ${run?.execution ? `${run.execution.attempted} tasks` : 'no run summary'}; start, time, task:`,
  ...ran.map(({ taskId, execution }) => {
    const { startTime, endTime, exitCode } = execution;
    const failed = exitCode === 0 ? '' : `  FAILED (${exitCode ?? execution.error ?? 'stopped'})`;
    return `  ${clock(startTime - started).padStart(6)}  ${clock(endTime - startTime).padStart(6)}  ${taskId}${failed}`;
  }),
  `  ${clock(total).padStart(14)}  in all${status === 0 ? '' : ` (failed, exit ${status})`}`,
];
console.log(`\n${table.join('\n')}`);
mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(join(root, 'reports', 'suite-times.txt'), `${table.join('\n')}\n`);
process.exit(status);
