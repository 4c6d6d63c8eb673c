/**
 * The runner against stories planted with one fault each (web/test/planted-stories): each fails
 * the check it must, and only that one; the two that say why they look faulty pass.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkStories, formatCheckRun, type CheckRun } from './check-stories';
import { repoRoot } from './paths';

const buildDir = resolve(repoRoot, 'story-runner/node_modules/.cache/planted-stories');
let run: CheckRun;

beforeAll(async () => {
  const build = spawnSync(
    process.execPath,
    ['scripts/ladle-build.mjs', '--config', 'test/planted-stories/.ladle', '--outDir', buildDir],
    { cwd: resolve(repoRoot, 'web'), encoding: 'utf8' },
  );
  if (build.status !== 0) {
    throw new Error(`planted stories build failed:\n${build.stdout}\n${build.stderr}`);
  }
  run = await checkStories({ buildDir });
}, 300_000);

function problemsOf(id: string) {
  const result = run.results.find((candidate) => candidate.story.id === `planted--${id}`);
  if (!result) throw new Error(`no story planted--${id}`);
  return result.problems;
}
const checksOf = (id: string) => [...new Set(problemsOf(id).map((problem) => problem.check))];
const messagesOf = (id: string) => problemsOf(id).map((problem) => problem.message);

describe('the story runner', () => {
  it('passes a story with nothing wrong', () => {
    expect(checksOf('fine')).toEqual([]);
  });

  it('fails a story that throws, on the error it logs', () => {
    expect(checksOf('throws')).toContain('error');
    expect(messagesOf('throws').join('\n')).toContain('planted: this story throws');
  });

  it('fails a contrast below WCAG AA on axe', () => {
    expect(checksOf('low-contrast')).toEqual(['axe']);
    expect(messagesOf('low-contrast').join('\n')).toContain('color-contrast');
  });

  it('fails a console error', () => {
    expect(checksOf('console-error')).toEqual(['error']);
  });

  it('fails a story that shows nothing', () => {
    expect(checksOf('shows-nothing')).toEqual(['blank']);
  });

  it('fails text wider than its box at 360 px', () => {
    expect(checksOf('overflows')).toEqual(['overflow']);
  });

  it("accepts an error and a blank that the story's meta explains", () => {
    expect(checksOf('error-on-purpose')).toEqual([]);
    expect(checksOf('skeleton')).toEqual([]);
  });

  it('reports the failures, the counts and the rate', () => {
    expect(formatCheckRun(run)).toMatch(
      /3 passed, 5 failed: 8 stories in [\d.]+ s \([\d.]+ stories\/s/,
    );
  });
});
