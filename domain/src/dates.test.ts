import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  isDateString,
  isDateTimeString,
  isPastDate,
  isSameBusinessDay,
  parseDateString,
  parseDateTimeString,
  shiftMoment,
  toDateString,
  toDateTimeString,
} from './dates';

const at = (iso: string) => new Date(iso);

it('runs in a machine zone other than Seoul, so the rules below prove zone independence', () => {
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Los_Angeles');
});

describe('toDateString / toDateTimeString', () => {
  it('agree with Intl for any moment from 1970 to 2100, daylight saving of 1987 and 1988 included', () => {
    const intl = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    const moments = [
      // The switches of 1987 and 1988, a second either side.
      Date.UTC(1987, 4, 9, 17) - 1000,
      Date.UTC(1987, 4, 9, 17),
      Date.UTC(1987, 9, 10, 16) - 1000,
      Date.UTC(1987, 9, 10, 16),
      Date.UTC(1988, 4, 7, 17),
      Date.UTC(1988, 9, 8, 16),
    ];
    let state = 7;
    for (let i = 0; i < 2000; i += 1) {
      state = (state * 48271) % 2147483647;
      moments.push(Math.floor((state / 2147483647) * Date.UTC(2100, 0, 1)));
    }
    for (const time of moments) {
      expect(toDateTimeString(new Date(time)), new Date(time).toISOString()).toBe(
        intl.format(new Date(time)),
      );
    }
  });

  it('gives the Seoul calendar day, which starts at 15:00 UTC the day before', () => {
    expect(toDateString(at('2026-11-21T14:59:59.999Z'))).toBe('2026-11-21');
    expect(toDateString(at('2026-11-21T15:00:00Z'))).toBe('2026-11-22');
  });

  it('gives the Seoul wall-clock time', () => {
    expect(toDateTimeString(at('2026-11-21T15:30:05Z'))).toBe('2026-11-22 00:30:05');
    expect(toDateTimeString(at('2026-12-31T14:59:59Z'))).toBe('2026-12-31 23:59:59');
  });

  it('refuses an invalid Date', () => {
    expect(() => toDateString(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => toDateTimeString(new Date('nope'))).toThrow(RangeError);
  });
});

describe('parseDateString / parseDateTimeString', () => {
  it('reads strings as Seoul times', () => {
    expect(parseDateString('2026-11-22').toISOString()).toBe('2026-11-21T15:00:00.000Z');
    expect(parseDateTimeString('2026-11-22 09:15:30').toISOString()).toBe(
      '2026-11-22T00:15:30.000Z',
    );
  });

  it('round-trips with the formatters', () => {
    const moment = at('2027-03-01T03:04:05Z');
    expect(parseDateTimeString(toDateTimeString(moment)).getTime()).toBe(moment.getTime());
    expect(toDateString(parseDateString('2028-02-29'))).toBe('2028-02-29');
  });

  it('refuses days that do not exist and other formats', () => {
    for (const bad of ['2026-02-29', '2026-02-31', '2026-13-01', '2026-1-01', '2026-11-22 ', '']) {
      expect(() => parseDateString(bad), bad).toThrow(RangeError);
    }
    for (const bad of [
      '2026-02-30 10:00:00',
      '2026-11-22 24:00:00',
      '2026-11-22T10:00:00',
      '2026-11-22',
    ]) {
      expect(() => parseDateTimeString(bad), bad).toThrow(RangeError);
    }
  });
});

describe('isDateString / isDateTimeString', () => {
  it('accepts real days only, leap days included', () => {
    expect(isDateString('2028-02-29')).toBe(true);
    expect(isDateString('2026-02-29')).toBe(false);
    expect(isDateString('2026-04-31')).toBe(false);
    expect(isDateString(20261122)).toBe(false);
    expect(isDateString('2026-11-22 00:00:00')).toBe(false);
  });

  it('accepts real date-times only', () => {
    expect(isDateTimeString('2026-11-22 23:59:59')).toBe(true);
    expect(isDateTimeString('2026-02-30 00:00:00')).toBe(false);
    expect(isDateTimeString('2026-11-22')).toBe(false);
    expect(isDateTimeString(null)).toBe(false);
  });
});

describe('addDays', () => {
  it('moves across month and year ends, both ways', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22');
  });

  it('starts from the Seoul day of a moment', () => {
    expect(addDays(at('2026-11-21T15:00:00Z'), 1)).toBe('2026-11-23');
  });

  it('refuses fractions and bad days', () => {
    expect(() => addDays('2026-11-22', 1.5)).toThrow(RangeError);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('daysBetween', () => {
  it('counts calendar days, signed', () => {
    expect(daysBetween('2026-11-22', '2026-11-22')).toBe(0);
    expect(daysBetween('2026-11-22', '2026-11-23')).toBe(1);
    expect(daysBetween('2026-11-23', '2026-11-22')).toBe(-1);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
  });

  it('ignores the machine zone: the same Seoul day across UTC midnight is 0 apart', () => {
    // 00:00:00 and 23:59:59 Seoul on 2026-11-22, on two different UTC days.
    expect(daysBetween(at('2026-11-21T15:00:00Z'), at('2026-11-22T14:59:59Z'))).toBe(0);
    // 23:30 and 00:30 Seoul are one calendar day apart although only an hour passed.
    expect(daysBetween(at('2026-11-21T14:30:00Z'), at('2026-11-21T15:30:00Z'))).toBe(1);
  });

  it('compares a moment with a day string', () => {
    expect(daysBetween(at('2026-11-21T15:00:00Z'), '2026-12-22')).toBe(30);
  });
});

describe('isSameBusinessDay', () => {
  it('is true within one Seoul day, false across Seoul midnight', () => {
    expect(isSameBusinessDay(at('2026-11-21T23:50:00Z'), at('2026-11-22T00:10:00Z'))).toBe(true);
    expect(isSameBusinessDay(at('2026-11-21T14:59:59Z'), at('2026-11-21T15:00:00Z'))).toBe(false);
  });
});

describe('isPastDate', () => {
  const now = at('2026-11-22T14:59:59Z'); // 23:59:59 on 2026-11-22 in Seoul
  it('is true for yesterday, false for today and later', () => {
    expect(isPastDate('2026-11-21', now)).toBe(true);
    expect(isPastDate('2026-11-22', now)).toBe(false);
    expect(isPastDate('2026-11-23', now)).toBe(false);
  });

  it('turns at Seoul midnight, not UTC midnight', () => {
    expect(isPastDate('2026-11-22', at('2026-11-22T15:00:00Z'))).toBe(true);
    expect(isPastDate('2026-11-22', at('2026-11-22T00:00:00Z'))).toBe(false);
  });
});

describe('shiftMoment', () => {
  it('adds calendar days and months at the same Seoul wall-clock time', () => {
    const start = at('2026-11-22T01:02:03Z');
    expect(shiftMoment(start, { days: 3 }).toISOString()).toBe('2026-11-25T01:02:03.000Z');
    expect(shiftMoment(start, { days: -30 }).toISOString()).toBe('2026-10-23T01:02:03.000Z');
    expect(shiftMoment(start, { years: 5 }).toISOString()).toBe('2031-11-22T01:02:03.000Z');
  });

  it('clamps to the end of a shorter month in Seoul', () => {
    // 2027-01-31 10:00 in Seoul
    const endOfJanuary = at('2027-01-31T01:00:00Z');
    expect(toDateTimeString(shiftMoment(endOfJanuary, { months: 1 }))).toBe('2027-02-28 10:00:00');
  });

  it('is not moved by daylight saving of the machine zone', () => {
    // The tests run in America/Los_Angeles, which changes offset on 2026-11-01.
    const before = at('2026-10-31T12:00:00Z');
    expect(shiftMoment(before, { days: 2 }).getTime() - before.getTime()).toBe(2 * 86_400_000);
  });

  it('refuses fractions and invalid moments', () => {
    expect(() => shiftMoment(at('2026-11-22T00:00:00Z'), { days: 0.5 })).toThrow(RangeError);
    expect(() => shiftMoment(new Date(Number.NaN), { days: 1 })).toThrow(RangeError);
  });
});
