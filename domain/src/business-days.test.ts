import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay, withdrawalPayoutDeadline } from './business-days';

describe('isBusinessDay', () => {
  it('counts Monday to Friday and not the weekend', () => {
    // 2026-03-02 is a Monday.
    expect(['2026-03-02', '2026-03-06'].map(isBusinessDay)).toEqual([true, true]);
    expect(['2026-03-07', '2026-03-08'].map(isBusinessDay)).toEqual([false, false]);
  });

  it('reads a moment as its Seoul day', () => {
    // Friday 23:30 UTC is already Saturday in Seoul.
    expect(isBusinessDay(new Date('2026-03-06T15:30:00Z'))).toBe(false);
    expect(isBusinessDay(new Date('2026-03-06T14:30:00Z'))).toBe(true);
  });

  it('refuses a day that does not exist', () => {
    expect(() => isBusinessDay('2026-02-30')).toThrow(RangeError);
  });
});

describe('addBusinessDays', () => {
  it('skips weekends and never counts the start day', () => {
    expect(addBusinessDays('2026-03-02', 3)).toBe('2026-03-05');
    expect(addBusinessDays('2026-03-05', 3)).toBe('2026-03-10');
    expect(addBusinessDays('2026-03-06', 1)).toBe('2026-03-09');
    expect(addBusinessDays('2026-03-07', 1)).toBe('2026-03-09');
  });

  it('gives the day itself for 0 and refuses negative or fractional counts', () => {
    expect(addBusinessDays('2026-03-07', 0)).toBe('2026-03-07');
    expect(() => addBusinessDays('2026-03-02', -1)).toThrow(RangeError);
    expect(() => addBusinessDays('2026-03-02', 1.5)).toThrow(RangeError);
  });
});

describe('withdrawalPayoutDeadline', () => {
  it('is three business days after the Seoul day of the request', () => {
    // Thursday 2026-03-05 10:00 in Seoul: Friday, Monday, Tuesday.
    expect(withdrawalPayoutDeadline(new Date('2026-03-05T01:00:00Z'))).toBe('2026-03-10');
    // Friday 2026-03-06 23:59 in Seoul.
    expect(withdrawalPayoutDeadline(new Date('2026-03-06T14:59:00Z'))).toBe('2026-03-11');
  });
});
