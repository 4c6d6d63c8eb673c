/**
 * Another commit's stories, built in a temporary git worktree (its own dependencies installed from
 * the pnpm store) and kept by commit in story-runner/node_modules/.cache/stories-base/<sha>: a commit's
 * stories never change, so the next diff against it skips the build.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { repoRoot } from './paths';

function run(command: string, args: string[], options: SpawnSyncOptions = {}): string {
  const result = spawnSync(command, args, { cwd: repoRoot, encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return String(result.stdout ?? '').trim();
}

/** The Ladle build of `ref`'s stories: its folder. */
export function buildStoriesOf(ref: string): string {
  const sha = run('git', ['rev-parse', '--verify', `${ref}^{commit}`]);
  const cached = resolve(repoRoot, 'story-runner/node_modules/.cache/stories-base', sha);
  if (existsSync(join(cached, 'meta.json'))) return cached;
  const worktree = mkdtempSync(join(tmpdir(), 'stories-base-'));
  try {
    run('git', ['worktree', 'add', '--detach', worktree, sha]);
    const inherit = { cwd: worktree, stdio: 'inherit' as const };
    run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], inherit);
    run(process.execPath, ['web/scripts/ladle-build.mjs'], inherit);
    cpSync(join(worktree, 'web/build'), cached, { recursive: true });
    return cached;
  } finally {
    spawnSync('git', ['worktree', 'remove', '--force', worktree], { cwd: repoRoot });
    rmSync(worktree, { recursive: true, force: true });
  }
}
