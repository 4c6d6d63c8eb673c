/**
 * The undo journal of store/transaction.ts over a session's world: whatever the work wrote before it
 * failed is undone, to the byte, and what commits stays; the facts the commit checks read are right.
 */
import { describe, expect, it } from 'vitest';
import { types } from 'node:util';
import { canonical, freezeSeed, sessionWorld } from '../src/store/session-world';
import { type JournalFacts, transact } from '../src/store/transaction';
import { testWorld } from './helpers/build';

const json = (value: unknown) => JSON.stringify(value);

function freshWorld() {
  const world = sessionWorld(freezeSeed(testWorld()));
  return { world, before: json(world) };
}

describe('transact', () => {
  it('undoes every kind of write when the work throws: fields, pushes, splices, sorts, replaced collections', () => {
    const { world, before } = freshWorld();
    const firstOrder = world.orders[0]!;
    expect(() =>
      transact(world, (w) => {
        w.orders[0]!.status = 'CANCELLED';
        w.orders.find((order) => order.items.length > 0)!.items[0]!.price += 1;
        delete (w.users[0] as unknown as Record<string, unknown>).nickname;
        w.ledger.push({ ...w.ledger[0]!, seq: 999_999 });
        w.cartItems.splice(0, 2);
        w.refunds.sort((a, b) => b.seq - a.seq);
        w.blocks = [];
        w.ids.orders += 5;
        w.partyMembers.length = 0;
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(json(world)).toBe(before);
    // The session's copy of the record written stands for the seed's record.
    expect(canonical(world, world.orders[0]!)).toBe(firstOrder);
  });

  it('keeps what a transaction that succeeds wrote, and returns its result', () => {
    const { world } = freshWorld();
    const result = transact(world, (w) => {
      w.orders[0]!.status = 'CANCELLED';
      return w.orders[0]!.id;
    });
    expect(result).toBe(world.orders[0]!.id);
    expect(world.orders[0]!.status).toBe('CANCELLED');
  });

  it('rolls back when a commit check refuses, after the work is done', () => {
    const { world, before } = freshWorld();
    const refuse = () => {
      throw new Error('invariant broken');
    };
    expect(() => transact(world, (w) => void w.ledger.pop(), [refuse])).toThrow('invariant broken');
    expect(json(world)).toBe(before);
  });

  it('tells the checks what was appended and which collections had a record rewritten', () => {
    const { world } = freshWorld();
    let seen: JournalFacts | undefined;
    const entry = { ...world.ledger[0]!, seq: 999_999 };
    transact(
      world,
      (w) => {
        w.ledger.push(entry);
        w.orders[0]!.status = 'CANCELLED';
      },
      [(_, facts) => (seen = facts)],
    );
    expect(seen!.appended.get('ledger')).toEqual([entry]);
    expect([...seen!.rewritten]).toEqual(['orders']);
  });

  it('counts a removed or edited ledger entry as a rewrite', () => {
    const { world } = freshWorld();
    const rewrites: string[][] = [];
    const note = (_: unknown, facts: JournalFacts) => rewrites.push([...facts.rewritten]);
    transact(world, (w) => void w.ledger.pop(), [note]);
    transact(world, (w) => void (w.ledger[0]!.amount += 1), [note]);
    expect(rewrites).toEqual([['ledger'], ['ledger']]);
  });

  it('stores records, not proxies, when a write copies one record into another', () => {
    const { world } = freshWorld();
    transact(world, (w) => {
      w.refunds.push({ ...w.refunds[0]!, seq: 999_999 });
      const orders = w.orders.filter((order) => order.items.length > 0);
      orders[1]!.items = orders[0]!.items;
    });
    const [first, second] = world.orders.filter((order) => order.items.length > 0);
    // Both orders hold the very array the first one held; no journal is left in between.
    expect(second!.items).toBe(first!.items);
    expect(types.isProxy(second!.items)).toBe(false);
    expect(types.isProxy(world.refunds.at(-1))).toBe(false);
  });

  it('joins a transaction begun inside another: the outer one decides', () => {
    const { world, before } = freshWorld();
    expect(() =>
      transact(world, (w) => {
        transact(w, (inner) => void (inner.orders[0]!.status = 'CANCELLED'));
        throw new Error('outer fails');
      }),
    ).toThrow('outer fails');
    expect(json(world)).toBe(before);
  });

  it('refuses asynchronous work and undoes what it wrote before its first await', async () => {
    const { world, before } = freshWorld();
    let written = false;
    const work = (async (w: typeof world) => {
      w.orders[0]!.status = 'CANCELLED';
      written = true;
    }) as unknown as (w: typeof world) => never;
    expect(() => transact(world, work)).toThrow(/synchronous/);
    expect(written).toBe(true);
    expect(json(world)).toBe(before);
  });
});
