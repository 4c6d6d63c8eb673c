/**
 * The one way money moves in a world: every change of an e-money or points balance is a ledger
 * entry, so each balance is the sum of its entries by construction. Callers run these synchronously
 * (no await between the balance check and the write), which is what keeps balances from going
 * negative under concurrent requests (see README, "Writing a resource module").
 */
import type { LedgerReason, Wallet } from '@market/domain';
import { type LedgerEntryRecord, type World, nextSeq, walletBalance } from '@market/fixtures';
import { ApiFailure } from '../http/api-failure';

export interface Movement {
  userSeq: number;
  wallet: Wallet;
  /** Positive whole won (or points). */
  amount: number;
  reason: LedgerReason;
  /** What caused it: an order id, `refund:<seq>`, `withdrawal:<seq>`, a promotion code... */
  ref: string | null;
  at: number;
}

function record(world: World, movement: Movement, sign: 1 | -1): LedgerEntryRecord {
  if (!Number.isInteger(movement.amount) || movement.amount < 0) {
    throw new Error(`ledger amounts are whole and non-negative, got ${movement.amount}`);
  }
  const entry: LedgerEntryRecord = {
    seq: nextSeq(world, 'ledger'),
    userSeq: movement.userSeq,
    wallet: movement.wallet,
    amount: sign * movement.amount,
    reason: movement.reason,
    ref: movement.ref,
    at: movement.at,
  };
  world.ledger.push(entry);
  return entry;
}

export function credit(world: World, movement: Movement): LedgerEntryRecord | null {
  return movement.amount === 0 ? null : record(world, movement, 1);
}

/** Takes money out, or throws 409 INSUFFICIENT_BALANCE and changes nothing. */
export function debit(world: World, movement: Movement): LedgerEntryRecord | null {
  assertCanDebit(world, movement.userSeq, movement.wallet, movement.amount);
  return movement.amount === 0 ? null : record(world, movement, -1);
}

export function assertCanDebit(world: World, userSeq: number, wallet: Wallet, amount: number) {
  const balance = walletBalance(world, userSeq, wallet);
  if (balance < amount) {
    throw new ApiFailure(
      'INSUFFICIENT_BALANCE',
      `Not enough ${wallet === 'EMONEY' ? 'e-money' : 'points'}: ${balance} available, ${amount} needed`,
    );
  }
}

export const balances = (world: World, userSeq: number) => ({
  emoney: walletBalance(world, userSeq, 'EMONEY'),
  points: walletBalance(world, userSeq, 'POINTS'),
});
