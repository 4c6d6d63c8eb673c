/**
 * The money operations of the model test as data: what fast-check generates, shrinks and prints.
 * Each names who acts and what on by small numbers that the runner reads modulo what exists at that
 * step (the third buyer, the second open refund...), so any sequence is meaningful in any world and
 * a shrunk one stays readable.
 */
import fc from 'fast-check';

/** Amounts a member might type, sensible and not: within the bounds, at them, past them, broken. */
export const amountArb = fc.oneof(
  fc.integer({ min: 1, max: 60 }).map((k) => k * 1_000),
  fc.constantFrom(0, -1_000, 999, 1_000, 5_000_000, 5_000_001, 1.5, 1e300, 2 ** 53, NaN),
);

export type Operation =
  | { op: 'buy'; buyer: number; posts: number[]; points: number; retry: boolean }
  | { op: 'topUp'; buyer: number; amount: number; receive: 0 | 1 | 2 }
  | { op: 'withdraw'; user: number; amount: number; paypal: boolean }
  | { op: 'requestRefund'; buyer: number; line: number }
  | { op: 'decideRefund'; refund: number; approve: boolean; wrongSeller: boolean }
  | { op: 'decideMember'; member: number; approve: boolean }
  | { op: 'removeMember'; member: number; consent: boolean }
  | { op: 'cancelSale'; product: number }
  | { op: 'endSharing'; party: number; byAdmin: boolean }
  | { op: 'renew'; party: number; agree: boolean[] }
  | { op: 'promote'; seller: number; units: number }
  | { op: 'confirm'; buyer: number; order: number }
  | { op: 'redeem'; user: number; code: number }
  | { op: 'advanceClock'; hours: number };

const who = fc.nat({ max: 99 });

export const operationArb: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      op: fc.constant('buy' as const),
      buyer: who,
      posts: fc.array(who, { minLength: 1, maxLength: 3 }),
      points: fc.oneof(
        { weight: 6, arbitrary: fc.constant(0) },
        { weight: 3, arbitrary: fc.nat({ max: 5_000 }) },
        { weight: 1, arbitrary: fc.constantFrom(1e300, -5, 0.5, 2 ** 53) },
      ),
      retry: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('topUp' as const),
      buyer: who,
      amount: amountArb,
      receive: fc.constantFrom(0 as const, 1 as const, 2 as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('withdraw' as const),
      user: who,
      amount: amountArb,
      paypal: fc.boolean(),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({ op: fc.constant('requestRefund' as const), buyer: who, line: who }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant('decideRefund' as const),
      refund: who,
      approve: fc.boolean(),
      // Now and then another seller tries: always 404.
      wrongSeller: fc.nat({ max: 5 }).map((n) => n === 0),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant('decideMember' as const),
      member: who,
      approve: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('removeMember' as const),
      member: who,
      consent: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('cancelSale' as const), product: who }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('endSharing' as const),
      party: who,
      byAdmin: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('renew' as const),
      party: who,
      agree: fc.array(fc.boolean(), { maxLength: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('promote' as const),
      seller: who,
      units: fc.oneof(fc.integer({ min: 1, max: 120 }), fc.constantFrom(0, 1_000, 1_001, 1e300)),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('confirm' as const), buyer: who, order: who }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('redeem' as const), user: who, code: who }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('advanceClock' as const),
      hours: fc.integer({ min: 1, max: 36 }),
    }),
  },
);

/** A run: up to 300 operations; fast-check shrinks a failing one by dropping and simplifying them. */
export const operationsArb = fc.array(operationArb, { minLength: 1, maxLength: 300, size: 'max' });
