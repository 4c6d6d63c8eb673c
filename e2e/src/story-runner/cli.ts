/**
 * The story runner's commands (web's Ladle build must exist: web/scripts/ladle-build.mjs):
 *
 *   stories:check [--build DIR] [--pages N] [--filter TEXT]   every story checked, exit 1 on a problem
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkStories, formatCheckRun } from './check-stories';
import { repoRoot } from './paths';

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      build: { type: 'string', default: resolve(repoRoot, 'web/build') },
      pages: { type: 'string' },
      filter: { type: 'string' },
      verbose: { type: 'boolean', default: false },
    },
  });
  if (command === 'check') {
    const run = await checkStories({
      buildDir: resolve(values.build),
      pages: values.pages ? Number(values.pages) : undefined,
      filter: values.filter,
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
  console.error(`Unknown command ${command ?? ''}: check`);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
