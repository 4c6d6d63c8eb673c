/**
 * `pnpm bench:money` (also part of `pnpm bench`): money operations per second, as the money model
 * test makes them (test/money-model/: checkouts, top-ups and their transfers, withdrawals,
 * refunds and their decisions, party seats, promotions, the clock moving on), with 12 operations
 * in flight over the `small` world, without the model's checks between calls. Prints
 * the rate of each block of 1,000 operations, so that a slowdown over the run shows, and the last
 * block's rate over the first's. Issue 38's target: at least 1,000 a second, flat.
 *
 * Environment: BENCH_MONEY_OPS (default 10000), BENCH_MONEY_IN_FLIGHT (default 12).
 */
import fc from 'fast-check';
import { buildTestApp } from '../test/helpers/build';
import { operationArb } from '../test/money-model/operations';
import { MoneyModel } from '../test/money-model/runner';
import { injectTransport } from '../test/money-model/transport';

const OPERATIONS = Number(process.env.BENCH_MONEY_OPS ?? 10_000);
const IN_FLIGHT = Number(process.env.BENCH_MONEY_IN_FLIGHT ?? 12);
const BLOCK = 1_000;

const app = await buildTestApp({ validateResponses: false });
const operations = fc.sample(operationArb, { numRuns: OPERATIONS, seed: 38 });

// As in `pnpm fuzz:money`, each run of about 150 operations has a session of its own (members,
// money and posts as the model sets them up), so that refusals for spent money or sold-out posts
// do not take over a long run. Only the operations are timed, not the setting up.
const RUN = 150;
let operating = 0;
const blockEnds: number[] = [];
let done = 0;
let tally = { calls: 0, accepted: 0, refused: 0 };
for (let from = 0, run = 1; from < operations.length; from += RUN, run += 1) {
  if (run > 1) app.store.reset(`money-throughput-${run - 1}`);
  const model = new MoneyModel(injectTransport(app), `money-throughput-${run}`, false);
  const batch = operations.slice(from, from + RUN);
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < batch.length) {
      await model.apply(batch[(next += 1) - 1]!);
      done += 1;
      if (done % BLOCK === 0) blockEnds.push(operating + performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  operating += performance.now() - started;
  tally = {
    calls: tally.calls + model.tally.calls,
    accepted: tally.accepted + model.tally.accepted,
    refused: tally.refused + model.tally.refused,
  };
}
const seconds = operating / 1000;
await app.close();

const rates = blockEnds.map((end, i) => BLOCK / ((end - (blockEnds[i - 1] ?? 0)) / 1000));
rates.forEach((rate, i) =>
  console.log(
    `  operations ${(i * BLOCK).toLocaleString('en')}–${((i + 1) * BLOCK).toLocaleString('en')}: ${rate.toFixed(0)}/s`,
  ),
);
const { calls, accepted, refused } = tally;
console.log(
  `${done.toLocaleString('en')} money operations, ${IN_FLIGHT} in flight, in ${seconds.toFixed(1)} s: ` +
    `${(done / seconds).toFixed(0)}/s (${calls.toLocaleString('en')} calls: ${accepted} accepted, ${refused} refused)`,
);
if (rates.length > 1) {
  const ratio = rates.at(-1)! / rates[0]!;
  console.log(`last block over first: ${ratio.toFixed(2)}`);
}
const rate = done / seconds;
console.log(
  `target (issue 38) >= 1,000 operations/s: ${rate >= 1000 ? 'met' : `missed (${rate.toFixed(0)}/s)`}`,
);
