/**
 * A mock world that is the same bytes on every boot, for what compares answers: the OpenAPI
 * examples (contract/scripts/capture-examples.ts, `pnpm openapi`) and the parity of the mock's two
 * hosts (contract-runner/src/parity.test.ts). The clock is frozen, so the dates of what a run
 * creates do not depend on how long it takes; tokens and codes are seeded. `pnpm mock --fixed`
 * serves it.
 */
export const FIXED_WORLD = {
  seed: 1,
  size: 'small',
  now: '2026-03-01T09:00:00+09:00',
  clock: 'frozen',
  random: 'seeded',
} as const;
