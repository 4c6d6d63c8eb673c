#!/usr/bin/env node
/**
 * `ladle build`, failing when the build does. Ladle 5.1.1 logs Vite's error and still exits 0
 * (its build command ignores what the Vite step returns), leaving an output with no stories: the
 * stories' build had been failing that way unnoticed. So the output goes first, and the build
 * counts only if Ladle wrote its page and the stories' scripts.
 *
 * Arguments go to `ladle build` as they are (`--config`, `--stories`, `--outDir`: the story
 * runner's own tests build their planted stories so); the output is `build/` unless `--outDir`
 * names another (relative to web/).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const outDirAt = args.indexOf('--outDir');
const out = resolve(root, outDirAt >= 0 ? args[outDirAt + 1] : 'build');
// Ladle joins its outDir to web/, so an absolute path goes to it relative.
if (outDirAt >= 0) args[outDirAt + 1] = relative(root, out);
rmSync(out, { recursive: true, force: true });
const bin = join(root, 'node_modules', '.bin', 'ladle');
const ladle = spawnSync(bin, ['build', ...args], { cwd: root, stdio: 'inherit' });
const scripts = existsSync(join(out, 'assets'))
  ? readdirSync(join(out, 'assets')).filter((file) => file.endsWith('.js'))
  : [];
if (ladle.status !== 0 || !existsSync(join(out, 'index.html')) || scripts.length === 0) {
  console.error(`Ladle's build failed: no page or no scripts in ${out} (see the error above).`);
  process.exit(1);
}
