/**
 * The story runner's commands, on web's Ladle build (web/scripts/ladle-build.mjs makes it):
 *
 *   check [--build DIR] [--pages N] [--filter TEXT] [--verbose]
 *       every story checked (web's `test`); exit 1 on a problem
 *   shots [--build DIR] [--out DIR] [--pages N] [--filter TEXT]       (`pnpm stories:shots`)
 *       a screenshot of every story at 360 and 1280 px, by default into story-runner/reports/stories/shots
 *   diff --base REF [--build DIR] [--pages N] [--filter TEXT]         (`pnpm stories:diff`)
 *       those shots against REF's (its stories built in a temporary worktree), and
 *       story-runner/reports/stories/diff/index.html with every changed story, the most changed first
 */
import { writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildStoriesOf } from './base-build';
import { checkStories, formatCheckRun } from './check-stories';
import { changesPage, compareShots } from './compare-shots';
import { repoRoot } from './paths';
import { takeShots } from './shots';

const reports = resolve(repoRoot, 'story-runner/reports/stories');

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      build: { type: 'string', default: resolve(repoRoot, 'web/build') },
      out: { type: 'string', default: join(reports, 'shots') },
      base: { type: 'string' },
      pages: { type: 'string' },
      filter: { type: 'string' },
      verbose: { type: 'boolean', default: false },
    },
  });
  const common = {
    buildDir: resolve(values.build),
    pages: values.pages ? Number(values.pages) : undefined,
    filter: values.filter,
  };
  if (command === 'check') {
    const run = await checkStories({
      ...common,
      onResult: values.verbose
        ? (result) =>
            console.log(
              `${result.problems.length ? '✗' : '✓'} ${result.story.id} ${result.ms} ms ${result.problems.map((problem) => problem.check).join(' ')}`,
            )
        : undefined,
    });
    console.log(formatCheckRun(run));
    return run.results.some((result) => result.problems.length > 0) ? 1 : 0;
  }
  if (command === 'shots') {
    const run = await takeShots({ ...common, outDir: resolve(values.out) });
    console.log(
      `${run.shots} shots of ${run.stories.length} stories in ${run.seconds.toFixed(1)} s → ${relative(process.cwd(), resolve(values.out))}`,
    );
    return 0;
  }
  if (command === 'diff') {
    if (!values.base) {
      console.error('stories:diff needs --base REF (a commit, branch or tag)');
      return 2;
    }
    const started = performance.now();
    const baseBuild = buildStoriesOf(values.base);
    const beforeDir = join(reports, 'base');
    const afterDir = join(reports, 'shots');
    await takeShots({ ...common, buildDir: baseBuild, outDir: beforeDir });
    const current = await takeShots({ ...common, outDir: afterDir });
    const outDir = join(reports, 'diff');
    const changes = compareShots(beforeDir, afterDir, outDir);
    const page = join(outDir, 'index.html');
    writeFileSync(page, changesPage(changes, `Stories: ${values.base} → working tree`));
    for (const change of changes) {
      console.log(
        `${(change.changed * 100).toFixed(2).padStart(7)} %  ${change.file}${change.note ? ` (${change.note})` : ''}`,
      );
    }
    console.log(
      `${changes.length} changed of ${current.shots} shots against ${values.base} in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s → ${relative(process.cwd(), page)}`,
    );
    return 0;
  }
  console.error(`Unknown command ${command ?? ''}: check, shots or diff`);
  return 2;
}

process.exitCode = await main(process.argv.slice(2));
