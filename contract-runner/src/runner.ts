/**
 * One run of the contract runner: sign in, discover ids, call every safe route, make the refusals
 * the contract demands, run the write journeys when allowed, and report.
 */
import { discover, emptyInventory } from './discovery';
import { recordUnrunWrites, runWriteJourneys } from './journeys';
import { runNegativeCalls } from './negative-calls';
import type { RunnerOptions } from './options';
import { type Report, buildReport } from './report';
import { createContext, isSelected } from './run-context';
import { runSafeCalls } from './safe-calls';
import { signInAccounts } from './sign-in';

export async function runContractCheck(options: RunnerOptions): Promise<Report> {
  const startedAt = new Date();
  const ctx = createContext(options);
  const inventory = emptyInventory();
  const signIns = await signInAccounts(ctx, inventory);
  let leftBehind: string[] = [];
  // No answer at all to the sign-ins: the API is not there, and a failure per route would only
  // repeat that. The sign-in failures say so (recorded even with --only, which may exclude them).
  if (signIns.every((result) => result.status === 0)) {
    ctx.results.push(...signIns.filter((result) => !ctx.results.includes(result)));
  } else {
    await discover(ctx, inventory);
    await runSafeCalls(ctx, inventory);
    await runNegativeCalls(ctx, inventory);
    const anyWriteSelected = [...ctx.routes.values()].some(
      (listed) => listed.meta.writes && isSelected(ctx, listed.key),
    );
    if (options.allowWrites && anyWriteSelected) {
      leftBehind = await runWriteJourneys(ctx, inventory);
    }
    recordUnrunWrites(ctx);
  }
  return buildReport({
    routes: [...ctx.routes.values()],
    results: ctx.results,
    baseUrl: options.baseUrl,
    allowWrites: options.allowWrites,
    ...(options.only ? { only: options.only } : {}),
    startedAt,
    finishedAt: new Date(),
    discoveryNotes: inventory.notes,
    leftBehind,
  });
}

/** Exit status of a run: 1 on any failure, and when nothing at all was checked. */
export const exitCodeOf = (report: Report) =>
  report.summary.failed > 0 || report.summary.passed === 0 ? 1 : 0;
