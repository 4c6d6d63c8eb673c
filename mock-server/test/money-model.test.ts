/**
 * The model test of decision 030: random sequences of every operation that moves money, by several
 * members interleaved, against the real server over HTTP; after every step the invariants of
 * money-model/runner.ts hold. Seeded, so a run is repeatable; `pnpm fuzz:money` runs it longer.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { sessionNamer, sharedApp } from './helpers/market';
import { operationsArb } from './money-model/operations';
import { MoneyModel } from './money-model/runner';

const app = sharedApp();
const newSession = sessionNamer('money-model');
const SEED = 20_261_126;
const RUNS = 16;
/** What RUNS runs of this seed come to (operationsArb's lengths vary): a check that they ran. */
const STEPS = 2_000;

it(
  `keeps money right through ${RUNS} runs of random operations`,
  { timeout: 600_000 },
  async () => {
    let steps = 0;
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(operationsArb, async (operations) => {
        const model = new MoneyModel(app(), newSession());
        for (const operation of operations) {
          await model.apply(operation);
          await model.check(steps % 50 === 0);
          steps += 1;
        }
      }),
      // A failure is shrunk until the whole check has run for four minutes.
      { seed: SEED, numRuns: RUNS, interruptAfterTimeLimit: 240_000, markInterruptAsFailure: true },
    );
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `money model: ${steps} steps in ${seconds.toFixed(1)} s (${(steps / seconds).toFixed(0)}/s), ` +
        `${RUNS} runs of seed ${SEED}`,
    );
    expect(steps).toBeGreaterThanOrEqual(STEPS);
  },
);
