/**
 * `pnpm fuzz:money [--steps 100000] [--seed N]`: the money model test (test/money-model/) for as
 * long as asked, against the real server over HTTP (`app.inject`, the `small` world). Prints the
 * steps per second of each block of 1,000 steps, so that a slowdown over the run shows, then the
 * overall rate, the first and the last block's, and the invariants checked; on a failure, the
 * seed, the path to replay it and the shrunk sequence of operations, and exits 1.
 */
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { buildTestApp } from '../test/helpers/build';
import { operationsArb, type Operation } from '../test/money-model/operations';
import { MoneyModel } from '../test/money-model/runner';
import { injectTransport } from '../test/money-model/transport';

const { values } = parseArgs({
  options: {
    steps: { type: 'string', default: '100000' },
    seed: { type: 'string' },
  },
});
const wanted = Number(values.steps);
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
if (!Number.isSafeInteger(wanted) || wanted < 1 || !Number.isSafeInteger(seed)) {
  console.error('usage: pnpm fuzz:money [--steps 100000] [--seed N]');
  process.exit(2);
}

const app = await buildTestApp();
let sessions = 0;
let steps = 0;
const started = performance.now();
const calls = { calls: 0, accepted: 0, refused: 0 };

const BLOCK = 1_000;
/** Steps per second of each whole block, in order. */
const blockRates: number[] = [];
let blockFrom = 0;
let blockStarted = started;
const count = (n: number) => n.toLocaleString('en-US');

/** The block's rate, with the run's so far; a block cut short by the end is printed, not kept. */
function reportBlock() {
  const now = performance.now();
  const rate = ((steps - blockFrom) / (now - blockStarted)) * 1000;
  if (steps - blockFrom === BLOCK) blockRates.push(rate);
  console.log(
    `  steps ${count(blockFrom)}–${count(steps)}: ${rate.toFixed(0)}/s ` +
      `(${((steps / (now - started)) * 1000).toFixed(0)}/s so far)`,
  );
  blockFrom = steps;
  blockStarted = now;
}

/** Each run counts its steps; once enough ran, the runs left stop at once (they pass). */
const property = fc.asyncProperty(operationsArb, async (operations) => {
  if (steps >= wanted) return;
  // Old sessions are dropped, so that a long run keeps its memory flat.
  if (sessions > 0) app.store.reset(`fuzz-money-${sessions}`);
  const model = new MoneyModel(injectTransport(app), `fuzz-money-${(sessions += 1)}`);
  try {
    for (const operation of operations) {
      await model.apply(operation);
      await model.check(steps % 50 === 0);
      steps += 1;
      if (steps - blockFrom === BLOCK) reportBlock();
    }
  } finally {
    calls.calls += model.tally.calls;
    calls.accepted += model.tally.accepted;
    calls.refused += model.tally.refused;
  }
});

console.log(`fuzz:money: ${wanted} steps, seed ${seed}`);
// Runs average about 150 operations (operationsArb); batches of runs go on until the steps are
// done, each batch with the next seed, so that a seed names the whole fuzzing.
let result: fc.RunDetails<[Operation[]]> | undefined;
for (let batch = 0; steps < wanted && !result?.failed; batch += 1) {
  result = await fc.check(property, {
    seed: seed + batch,
    numRuns: Math.max(1, Math.ceil((wanted - steps) / 150)),
  });
}
if (steps > blockFrom) reportBlock();
const seconds = (performance.now() - started) / 1000;
await app.close();

console.log(
  `${steps} steps in ${seconds.toFixed(1)} s: ${(steps / seconds).toFixed(0)} steps/s, ` +
    `${calls.calls} calls (${calls.accepted} accepted, ${calls.refused} refused), ${sessions} sessions`,
);
if (blockRates.length >= 2) {
  const first = blockRates[0]!;
  const last = blockRates.at(-1)!;
  console.log(
    `first block of ${count(BLOCK)} steps: ${first.toFixed(0)}/s, last: ${last.toFixed(0)}/s, ` +
      `last/first ${(last / first).toFixed(2)}`,
  );
} else {
  console.log(`fewer than two whole blocks of ${count(BLOCK)} steps: no first and last to compare`);
}
console.log(
  'checked after every step: no 5xx; a refused call changed nothing; no balance negative; ' +
    'each ledger sums to GET /api/cp; no order gives back more than it took or pays a seller more ' +
    'than earned; no line refunded twice; money changes only by top-ups received and withdrawals ' +
    'paid; a checkout retried with its key charges once',
);
if (result?.failed) {
  console.error(
    `\nFAILED with seed ${seed} (batch seed ${result.seed}, path ${result.counterexamplePath}): ` +
      String(result.errorInstance),
  );
  console.error('shrunk sequence of operations:');
  console.error(JSON.stringify(result.counterexample?.[0], null, 1));
  process.exit(1);
}
