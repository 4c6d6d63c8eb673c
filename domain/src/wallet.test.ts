import { describe, expect, it } from 'vitest';
import { PROMOTION_ITEM_UNIT_PRICE, WITHDRAWAL_MAX_KRW } from './constants';
import {
  type LedgerEntry,
  PROMOTION_BULK_TIERS,
  balanceOf,
  canDebit,
  checkWithdrawal,
  endSharingSettlement,
  planPayment,
  promotionItemPrice,
  promotionTierFor,
} from './wallet';

const at = (iso: string) => new Date(iso);
const entry = (wallet: LedgerEntry['wallet'], amount: number): LedgerEntry => ({
  wallet,
  amount,
  reason: amount >= 0 ? 'TOP_UP' : 'PURCHASE',
  at: at('2026-11-22T00:00:00Z'),
});

describe('balanceOf / canDebit', () => {
  const ledger = [entry('EMONEY', 10_000), entry('POINTS', 1000), entry('EMONEY', -2500)];

  it('sums the signed entries of one wallet', () => {
    expect(balanceOf(ledger, 'EMONEY')).toBe(7500);
    expect(balanceOf(ledger, 'POINTS')).toBe(1000);
    expect(balanceOf([], 'EMONEY')).toBe(0);
  });

  it('allows a debit up to the balance, exactly included', () => {
    expect(canDebit(ledger, 'EMONEY', 7500)).toBe(true);
    expect(canDebit(ledger, 'EMONEY', 7501)).toBe(false);
    expect(canDebit(ledger, 'POINTS', 1000)).toBe(true);
  });

  it('refuses zero, negative and fractional debits', () => {
    expect(canDebit(ledger, 'EMONEY', 0)).toBe(false);
    expect(canDebit(ledger, 'EMONEY', -1)).toBe(false);
    expect(canDebit(ledger, 'EMONEY', 1.5)).toBe(false);
  });
});

describe('checkWithdrawal', () => {
  const now = at('2026-11-22T03:00:00Z'); // 12:00 in Seoul
  const fee = { rate: 0.1, fixedAmount: 0 };
  const base = { amount: 10_000, emoneyBalance: 50_000, lastWithdrawalAt: null, now, fee };

  it('accepts and splits the amount into fee and payout', () => {
    expect(checkWithdrawal(base)).toEqual({ ok: true, fee: 1000, payout: 9000 });
    expect(checkWithdrawal({ ...base, amount: 12_345 })).toEqual({
      ok: true,
      fee: 1234,
      payout: 11_111,
    });
  });

  it('refuses amounts that are not positive whole won', () => {
    for (const amount of [0, -1, 1.5, Number.NaN]) {
      expect(checkWithdrawal({ ...base, amount }), String(amount)).toEqual({
        ok: false,
        reason: 'VALIDATION_FAILED',
      });
    }
    expect(checkWithdrawal({ ...base, amount: 1 })).toEqual({ ok: true, fee: 0, payout: 1 });
  });

  it('allows the maximum and refuses a won more', () => {
    const rich = { ...base, emoneyBalance: 10_000_000 };
    expect(checkWithdrawal({ ...rich, amount: WITHDRAWAL_MAX_KRW }).ok).toBe(true);
    expect(checkWithdrawal({ ...rich, amount: WITHDRAWAL_MAX_KRW + 1 })).toEqual({
      ok: false,
      reason: 'WITHDRAWAL_LIMIT_EXCEEDED',
    });
  });

  it('allows one withdrawal per Seoul day, across UTC midnight', () => {
    // 00:10 and 23:50 on 2026-11-22 in Seoul are on two UTC days.
    const morning = at('2026-11-21T15:10:00Z');
    const night = at('2026-11-22T14:50:00Z');
    expect(checkWithdrawal({ ...base, lastWithdrawalAt: morning, now: night })).toEqual({
      ok: false,
      reason: 'WITHDRAWAL_ALREADY_TODAY',
    });
    // 23:59 on 2026-11-21 and 00:01 on 2026-11-22 in Seoul: two minutes apart, two days.
    const lateYesterday = at('2026-11-21T14:59:00Z');
    const justAfterMidnight = at('2026-11-21T15:01:00Z');
    expect(
      checkWithdrawal({ ...base, lastWithdrawalAt: lateYesterday, now: justAfterMidnight }).ok,
    ).toBe(true);
  });

  it('needs the whole amount in the balance (the fee comes out of it)', () => {
    expect(checkWithdrawal({ ...base, emoneyBalance: 10_000 }).ok).toBe(true);
    expect(checkWithdrawal({ ...base, emoneyBalance: 9999 })).toEqual({
      ok: false,
      reason: 'INSUFFICIENT_BALANCE',
    });
  });

  it("keeps the fee of the terms given, the method's fixed charge included", () => {
    const terms = { rate: 0.05, fixedAmount: 300 };
    expect(checkWithdrawal({ ...base, fee: terms })).toEqual({ ok: true, fee: 800, payout: 9200 });
  });

  it('names the first failing check', () => {
    expect(
      checkWithdrawal({
        amount: WITHDRAWAL_MAX_KRW + 1,
        emoneyBalance: 0,
        lastWithdrawalAt: now,
        now,
        fee,
      }),
    ).toEqual({ ok: false, reason: 'WITHDRAWAL_LIMIT_EXCEEDED' });
    expect(checkWithdrawal({ ...base, emoneyBalance: 0, lastWithdrawalAt: now })).toEqual({
      ok: false,
      reason: 'WITHDRAWAL_ALREADY_TODAY',
    });
  });
});

describe('planPayment', () => {
  const wallet = { emoney: 10_000, points: 3000 };

  it('takes the chosen points first and the rest from e-money', () => {
    expect(planPayment({ total: 12_900, pointsToUse: 2900, ...wallet })).toEqual({
      ok: true,
      fromPoints: 2900,
      fromEmoney: 10_000,
    });
    expect(planPayment({ total: 3000, pointsToUse: 3000, ...wallet })).toEqual({
      ok: true,
      fromPoints: 3000,
      fromEmoney: 0,
    });
    expect(planPayment({ total: 0, pointsToUse: 0, ...wallet })).toEqual({
      ok: true,
      fromPoints: 0,
      fromEmoney: 0,
    });
  });

  it('refuses when points or e-money fall short by one', () => {
    expect(planPayment({ total: 13_001, pointsToUse: 3000, ...wallet })).toEqual({
      ok: false,
      reason: 'INSUFFICIENT_BALANCE',
    });
    expect(planPayment({ total: 5000, pointsToUse: 3001, ...wallet })).toEqual({
      ok: false,
      reason: 'INSUFFICIENT_BALANCE',
    });
  });

  it('refuses negative or fractional amounts and more points than the total', () => {
    for (const input of [
      { total: -1, pointsToUse: 0 },
      { total: 100, pointsToUse: -1 },
      { total: 100.5, pointsToUse: 0 },
      { total: 100, pointsToUse: 0.5 },
      { total: 100, pointsToUse: 101 },
    ]) {
      expect(planPayment({ ...input, ...wallet }), JSON.stringify(input)).toEqual({
        ok: false,
        reason: 'VALIDATION_FAILED',
      });
    }
  });
});

describe('promotion items', () => {
  it('lists bands from the smallest, each with a larger discount', () => {
    const minimums = PROMOTION_BULK_TIERS.map((tier) => tier.minUnits);
    expect(minimums).toEqual([...minimums].sort((a, b) => a - b));
    const discounts = PROMOTION_BULK_TIERS.map((tier) => tier.discountPercent);
    expect(discounts).toEqual([...discounts].sort((a, b) => a - b));
  });

  it('puts each band boundary in the band and the unit below it in the one before', () => {
    expect(promotionTierFor(9)).toBeNull();
    expect(promotionTierFor(10)?.name).toBe('BULK_10');
    expect(promotionTierFor(29)?.name).toBe('BULK_10');
    expect(promotionTierFor(30)?.name).toBe('BULK_30');
    expect(promotionTierFor(99)?.name).toBe('BULK_30');
    expect(promotionTierFor(100)?.name).toBe('BULK_100');
    expect(promotionTierFor(1000)?.name).toBe('BULK_100');
  });

  it('prices units at 500, the units of each band at its discount', () => {
    expect(PROMOTION_ITEM_UNIT_PRICE).toBe(500);
    expect(promotionItemPrice(1)).toEqual({
      units: 1,
      unitPrice: 500,
      listPrice: 500,
      tier: null,
      discount: 0,
      total: 500,
    });
    expect(promotionItemPrice(9)).toMatchObject({ total: 4500, tier: null });
    // The 10th unit is the first at 5% off: 9 × 500 + 475.
    expect(promotionItemPrice(10)).toMatchObject({ listPrice: 5000, discount: 25, total: 4975 });
    expect(promotionItemPrice(10).tier).toBe('BULK_10');
    // 9 × 500 + 20 × 475 = 14,000; the 30th unit costs 450.
    expect(promotionItemPrice(29).total).toBe(14_000);
    expect(promotionItemPrice(30)).toMatchObject({ total: 14_450, tier: 'BULK_30' });
    // 9 × 500 + 20 × 475 + 70 × 450 = 45,500; the 100th costs 400.
    expect(promotionItemPrice(99).total).toBe(45_500);
    expect(promotionItemPrice(100)).toMatchObject({ total: 45_900, tier: 'BULK_100' });
  });

  it('never makes one more unit cost less in total', () => {
    for (let units = 1; units < 300; units += 1) {
      const more = promotionItemPrice(units + 1);
      expect(more.total - promotionItemPrice(units).total, String(units)).toBeGreaterThan(0);
      expect(more.total).toBe(more.listPrice - more.discount);
    }
  });

  it('refuses zero, negative and fractional units', () => {
    for (const units of [0, -1, 1.5]) {
      expect(() => promotionItemPrice(units), String(units)).toThrow(RangeError);
    }
  });
});

describe('endSharingSettlement', () => {
  // A 30-day party: 2026-11-01 to 2026-11-30, 9,000 won per member.
  const party = { price: 9000, startsAt: '2026-11-01', endsAt: '2026-11-30', activeMembers: 3 };
  const seoulNoon = (day: string) => new Date(`${day}T12:00:00+09:00`);

  it('compensates each member for the days after today and charges the founder the total', () => {
    const result = endSharingSettlement({ ...party, now: seoulNoon('2026-11-20') });
    expect(result).toEqual({
      totalDays: 30,
      remainingDays: 10,
      compensationPerMember: 3000,
      founderPenalty: 9000,
    });
  });

  it('refunds everything before the start and nothing on the last day or after', () => {
    expect(endSharingSettlement({ ...party, now: seoulNoon('2026-10-15') })).toMatchObject({
      remainingDays: 30,
      compensationPerMember: 9000,
      founderPenalty: 27_000,
    });
    expect(endSharingSettlement({ ...party, now: seoulNoon('2026-11-01') }).remainingDays).toBe(29);
    expect(endSharingSettlement({ ...party, now: seoulNoon('2026-11-29') }).remainingDays).toBe(1);
    expect(endSharingSettlement({ ...party, now: seoulNoon('2026-11-30') })).toMatchObject({
      remainingDays: 0,
      compensationPerMember: 0,
      founderPenalty: 0,
    });
    expect(endSharingSettlement({ ...party, now: seoulNoon('2026-12-05') }).remainingDays).toBe(0);
  });

  it('rounds each compensation down to a whole won', () => {
    // 10,000 × 7 / 30 = 2,333.33…
    const result = endSharingSettlement({
      ...party,
      price: 10_000,
      now: seoulNoon('2026-11-23'),
    });
    expect(result.remainingDays).toBe(7);
    expect(result.compensationPerMember).toBe(2333);
    expect(result.founderPenalty).toBe(6999);
  });

  it('counts today by the Seoul calendar', () => {
    // 2026-11-20 23:30 in Seoul is still the 20th although UTC says so too; 00:30 is the 21st.
    expect(
      endSharingSettlement({ ...party, now: new Date('2026-11-20T14:30:00Z') }).remainingDays,
    ).toBe(10);
    expect(
      endSharingSettlement({ ...party, now: new Date('2026-11-20T15:30:00Z') }).remainingDays,
    ).toBe(9);
  });

  it('treats a one-day party and a party without members', () => {
    const oneDay = { price: 500, startsAt: '2026-11-30', endsAt: '2026-11-30', activeMembers: 0 };
    expect(endSharingSettlement({ ...oneDay, now: seoulNoon('2026-11-29') })).toEqual({
      totalDays: 1,
      remainingDays: 1,
      compensationPerMember: 500,
      founderPenalty: 0,
    });
  });

  it('refuses impossible input', () => {
    const now = seoulNoon('2026-11-20');
    expect(() => endSharingSettlement({ ...party, now, price: -1 })).toThrow(RangeError);
    expect(() => endSharingSettlement({ ...party, now, price: 1.5 })).toThrow(RangeError);
    expect(() => endSharingSettlement({ ...party, now, activeMembers: -1 })).toThrow(RangeError);
    expect(() =>
      endSharingSettlement({ ...party, now, startsAt: '2026-12-01', endsAt: '2026-11-30' }),
    ).toThrow(RangeError);
  });
});
