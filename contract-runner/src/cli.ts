/**
 * `pnpm contract:check --base-url URL [--allow-writes | --fuzz] [--report PATH] [--only PREFIX]
 * [--header NAME:VALUE]`: checks a live API against the contract (or fuzzes it), prints the
 * report, writes it as JSON and exits with 1 on any failure (2 on a usage error).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { formatFuzzReport, runFuzz } from './fuzz/run-fuzz';
import { USAGE, UsageError, parseOptions } from './options';
import { formatReport } from './report';
import { exitCodeOf, runContractCheck } from './runner';

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  let options;
  try {
    options = parseOptions(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`contract:check: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  await mkdir(dirname(options.reportPath), { recursive: true });
  if (options.fuzz) {
    const fuzzReport = await runFuzz(options);
    await writeFile(options.reportPath, `${JSON.stringify(fuzzReport, null, 2)}\n`);
    console.log(formatFuzzReport(fuzzReport, options.reportPath));
    return fuzzReport.failures.length || !fuzzReport.requests ? 1 : 0;
  }
  const report = await runContractCheck(options);
  await writeFile(options.reportPath, `${JSON.stringify(report, null, 2)}\n`);
  console.log(formatReport(report, options.reportPath));
  return exitCodeOf(report);
}

process.exitCode = await main(process.argv.slice(2));
