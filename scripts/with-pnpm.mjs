#!/usr/bin/env node
// Runs a root script through pnpm on a machine that may have only Node.js and npm.
// pnpm is found as: the workspace's own (a root devDependency, so package scripts that call
// `pnpm` find it on PATH), a global one of the pinned version, or the pinned one through npx
// (corepack cannot verify the registry's signatures here). Installs first when node_modules is
// missing or older than the lockfile.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split(
  '@',
)[1];
const shell = process.platform === 'win32';
const localPnpm = join(root, 'node_modules', '.bin', shell ? 'pnpm.cmd' : 'pnpm');

function pnpmCommand() {
  if (existsSync(localPnpm)) return [localPnpm, []];
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell });
  if (probe.status === 0 && probe.stdout.trim() === pinned) return ['pnpm', []];
  return ['npx', ['--yes', `pnpm@${pinned}`]];
}

function run([cmd, prefix], args) {
  const result = spawnSync(cmd, [...prefix, ...args], { cwd: root, stdio: 'inherit', shell });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function installIsStale() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  if (!existsSync(marker)) return true;
  return statSync(join(root, 'pnpm-lock.yaml')).mtimeMs > statSync(marker).mtimeMs;
}

if (installIsStale()) run(pnpmCommand(), ['install', '--frozen-lockfile']);
run(pnpmCommand(), ['run', ...process.argv.slice(2)]);
