/**
 * The model test of decision 030: random sequences of every operation that moves money, by several
 * members interleaved, against the mock over HTTP; after every step the invariants of
 * money-model/runner.ts hold. Seeded, so a run is repeatable; `pnpm fuzz:money` runs it longer.
 *
 * The same model, seed and properties run on both hosts of the pipeline (issue 40): the Fastify
 * server through `app.inject`, and the browser entry behind the MSW handlers a page uses, through
 * this process's `fetch` (money-model/transport.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharedBrowserHost } from './helpers/browser-host';
import { sessionNamer, sharedApp } from './helpers/market';
import { operationsArb } from './money-model/operations';
import { MoneyModel } from './money-model/runner';
import { type Transport, fetchTransport, injectTransport } from './money-model/transport';

const app = sharedApp();
const browser = sharedBrowserHost();
const newSession = sessionNamer('money-model');
const SEED = 20_261_126;
const RUNS = 16;
/** What RUNS runs of this seed come to (operationsArb's lengths vary): a check that they ran. */
const STEPS = 2_000;

const hosts: Array<[string, () => Transport]> = [
  ['the Fastify server (app.inject)', () => injectTransport(app())],
  ['the browser entry (MSW handlers, fetch)', () => fetchTransport(browser.mock(), browser.origin)],
];

/** What each host's runs did: calls accepted and refused, and the refusals by route and code. */
const outcomes = new Map<string, { tally: MoneyModel['tally']; codes: Record<string, number> }>();

describe.each(hosts)('on %s', (name, transport) => {
  it(
    `keeps money right through ${RUNS} runs of random operations`,
    { timeout: 600_000 },
    async () => {
      let steps = 0;
      const tally = { calls: 0, accepted: 0, refused: 0 };
      const codes: Record<string, number> = {};
      const started = performance.now();
      await fc.assert(
        fc.asyncProperty(operationsArb, async (operations) => {
          const model = new MoneyModel(transport(), newSession());
          try {
            for (const operation of operations) {
              await model.apply(operation);
              await model.check(steps % 50 === 0);
              steps += 1;
            }
          } finally {
            tally.calls += model.tally.calls;
            tally.accepted += model.tally.accepted;
            tally.refused += model.tally.refused;
            for (const [label, count] of Object.entries(model.codes))
              codes[label] = (codes[label] ?? 0) + count;
          }
        }),
        // A failure is shrunk until the whole check has run for four minutes.
        {
          seed: SEED,
          numRuns: RUNS,
          interruptAfterTimeLimit: 240_000,
          markInterruptAsFailure: true,
        },
      );
      const seconds = (performance.now() - started) / 1000;
      console.info(
        `money model on ${transport().host}: ${steps} steps in ${seconds.toFixed(1)} s ` +
          `(${(steps / seconds).toFixed(0)}/s), ${RUNS} runs of seed ${SEED}, ` +
          `${tally.calls} calls (${tally.accepted} accepted, ${tally.refused} refused)`,
      );
      expect(steps).toBeGreaterThanOrEqual(STEPS);
      outcomes.set(name, { tally, codes });
    },
  );
});

// The same seed made the same operations on both hosts, over the same world: each call was
// accepted or refused alike, with the same codes.
it('accepts and refuses the same calls on both hosts', () => {
  const [onServer, inBrowser] = hosts.map(([name]) => outcomes.get(name));
  expect(onServer, 'the Fastify run finished').toBeDefined();
  expect(inBrowser, 'the browser entry run finished').toBeDefined();
  expect(inBrowser).toEqual(onServer);
  expect(onServer!.tally.refused).toBeGreaterThan(0);
});
