/**
 * The indexes of store/world-indexes.ts against a plain filter over the collection, through random
 * sequences of writes to a session's world: records appended, removed outright, appended or
 * removed by a transaction that then fails, read inside and outside transactions, in two sessions
 * of one seed.
 */
import { type CartItemRecord, type World, nextSeq } from '@market/world';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freezeSeed, rawField, sessionWorld } from '../src/store/session-world';
import { transact, unwrap } from '../src/store/transaction';
import { defineGrouping, defineTotals } from '../src/store/world-indexes';
import { testWorld } from './helpers/build';

const linesOfMember = defineGrouping({
  collection: 'cartItems',
  keyOf: (line) => line.userSeq,
  removable: true,
});
const linesPerType = defineTotals({
  collection: 'cartItems',
  kinds: ['SUBSCRIPTION', 'COUPON', 'CODE'] as const,
  entryOf: (line) => ({ key: line.userSeq, kind: line.type, amount: 1 }),
});

const seed = freezeSeed(testWorld());
const members = [...new Set(seed.cartItems.map((line) => line.userSeq))].slice(0, 4);

type Step =
  | { op: 'add'; member: number; fail: boolean }
  | { op: 'remove'; pick: number; fail: boolean }
  | { op: 'readInside'; member: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('add' as const), member: fc.nat(3), fail: fc.boolean() }),
  fc.record({ op: fc.constant('remove' as const), pick: fc.nat(), fail: fc.boolean() }),
  fc.record({ op: fc.constant('readInside' as const), member: fc.nat(3) }),
);

function addLine(world: World, userSeq: number): void {
  const line: CartItemRecord = {
    seq: nextSeq(world, 'cartItems'),
    userSeq,
    type: 'COUPON',
    typeSeq: 1,
    status: 'ENABLED',
    createdAt: 0,
  };
  world.cartItems.push(line);
}

const seqs = (lines: readonly { seq: number }[]) => lines.map((line) => line.seq);

/** What the index must answer: the member's lines in the collection, in order. */
function expected(world: World, userSeq: number) {
  const lines = rawField(world, 'cartItems').filter((line) => line.userSeq === userSeq);
  return { seqs: seqs(lines), coupons: lines.filter((line) => line.type === 'COUPON').length };
}

describe('a grouping of a removable collection', () => {
  it('answers like a filter through appends, removals and failed transactions', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        const world = sessionWorld(seed);
        const other = sessionWorld(seed);
        const added = new Map<number, number>();
        for (const step of steps) {
          const run = (work: (w: World) => void, fail: boolean) => {
            try {
              transact(world, (w) => {
                work(w);
                if (fail) throw new Error('refused');
              });
            } catch (error) {
              if (!fail) throw error;
            }
          };
          if (step.op === 'add') {
            const member = members[step.member]!;
            run((w) => addLine(w, member), step.fail);
            if (!step.fail) added.set(member, (added.get(member) ?? 0) + 1);
          }
          if (step.op === 'remove') {
            const count = rawField(world, 'cartItems').length;
            if (count > 0) run((w) => void w.cartItems.splice(step.pick % count, 1), step.fail);
          }
          if (step.op === 'readInside') {
            // A read inside a transaction that then fails: it may forget removed lines, but the
            // failure must not lose a line it undoes the removal of.
            run((w) => {
              const member = members[step.member]!;
              const index = rawField(w, 'cartItems').findIndex((line) => line.userSeq === member);
              if (index >= 0) w.cartItems.splice(index, 1);
              expect(seqs(unwrap(linesOfMember.of(w, member)))).toEqual(expected(w, member).seqs);
            }, true);
          }
          for (const member of members) {
            expect(seqs(linesOfMember.of(world, member))).toEqual(expected(world, member).seqs);
            expect(linesOfMember.of(other, member)).toEqual(
              seed.cartItems.filter((line) => line.userSeq === member),
            );
          }
        }
        // Totals count every line appended and kept (removed later or not), none rolled back.
        for (const member of members) {
          const seeded = seed.cartItems.filter(
            (line) => line.userSeq === member && line.type === 'COUPON',
          ).length;
          expect(linesPerType.of(world, member).COUPON).toBe(seeded + (added.get(member) ?? 0));
          expect(linesPerType.of(other, member).COUPON).toBe(seeded);
        }
      }),
      { numRuns: 60 },
    );
  });
});
