/**
 * The one way money moves in a world: every change of an e-money or points balance is a ledger
 * entry, so each balance is the sum of its entries by construction. Movements are double entry:
 * what a member pays the marketplace (a purchase, a fee, a penalty) is credited to the marketplace's
 * own account (`PLATFORM_ACCOUNT`), and what the marketplace pays a member (a sale's proceeds, a
 * refund, a reward) is debited from it. Only a received bank transfer (TOP_UP) brings money in and
 * only a withdrawal's payout (WITHDRAWAL) takes it out, which the commit check of every transaction
 * holds the world to (money-invariants.ts).
 *
 * The seeded history predates this: the generator books the members' side only, so the
 * marketplace's account holds just what moved since the session began.
 */
import type { LedgerReason, Wallet } from '@market/domain';
import { type LedgerEntryRecord, PLATFORM_ACCOUNT, type World, nextSeq } from '@market/world';
import { ApiFailure } from '../http/api-failure';
import { balances as balanceTotals } from './indexes';

export interface Movement {
  userSeq: number;
  wallet: Wallet;
  /** Whole won (or points), not negative; a movement of 0 writes nothing. */
  amount: number;
  reason: LedgerReason;
  /** What caused it: an order id, `withdrawal:<seq>`, `subscription:<seq>`, a promotion code... */
  ref: string | null;
  at: number;
}

function record(world: World, movement: Movement, userSeq: number, sign: 1 | -1): void {
  const entry: LedgerEntryRecord = {
    seq: nextSeq(world, 'ledger'),
    userSeq,
    wallet: movement.wallet,
    amount: sign * movement.amount,
    reason: movement.reason,
    ref: movement.ref,
    at: movement.at,
  };
  world.ledger.push(entry);
}

function assertWhole(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new Error(`ledger amounts are whole and non-negative, got ${amount}`);
  }
}

/** The marketplace pays the member (proceeds, refunds, rewards, compensation). */
export function credit(world: World, movement: Movement): void {
  assertWhole(movement.amount);
  if (movement.amount === 0) return;
  record(world, movement, PLATFORM_ACCOUNT, -1);
  record(world, movement, movement.userSeq, 1);
}

/** The member pays the marketplace, or 409 INSUFFICIENT_BALANCE and nothing moves. */
export function debit(world: World, movement: Movement): void {
  assertWhole(movement.amount);
  assertCanDebit(world, movement.userSeq, movement.wallet, movement.amount);
  if (movement.amount === 0) return;
  record(world, movement, movement.userSeq, -1);
  record(world, movement, PLATFORM_ACCOUNT, 1);
}

/** Money comes in from outside: a member's bank transfer for a top-up (reason TOP_UP). */
export function receive(world: World, movement: Movement): void {
  assertWhole(movement.amount);
  if (movement.amount > 0) record(world, movement, movement.userSeq, 1);
}

/** Money leaves for outside: a withdrawal's payout to the member's account (reason WITHDRAWAL). */
export function payOut(world: World, movement: Movement): void {
  assertWhole(movement.amount);
  assertCanDebit(world, movement.userSeq, movement.wallet, movement.amount);
  if (movement.amount > 0) record(world, movement, movement.userSeq, -1);
}

/**
 * A member's balance: the sum of their entries of the wallet, kept beside the ledger as entries are
 * appended (indexes.ts), so reading it is a look-up at any length of history.
 */
export const walletBalance = (world: World, userSeq: number, wallet: Wallet): number =>
  balanceTotals.of(world, userSeq)[wallet];

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
