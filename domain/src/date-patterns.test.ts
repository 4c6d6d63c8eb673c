import { describe, expect, it } from 'vitest';
import { DATE_PATTERN, DATE_TIME_PATTERN } from './date-patterns';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

describe('DATE_PATTERN', () => {
  it('matches exactly the days the calendar has, 1600 to 2400 (leap centuries included)', () => {
    const wrong: string[] = [];
    for (let year = 1600; year <= 2400; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        for (let day = 1; day <= 31; day += 1) {
          const text = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
          const date = new Date(Date.UTC(year, month - 1, day));
          const real = date.getUTCMonth() === month - 1;
          if (DATE_PATTERN.test(text) !== real) wrong.push(text);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses what is not yyyy-MM-dd', () => {
    for (const text of ['2027-02-30', '2027-2-03', '2027-13-01', '2027-00-10', '2027-01-00', '']) {
      expect(DATE_PATTERN.test(text), text).toBe(false);
    }
  });
});

describe('DATE_TIME_PATTERN', () => {
  it('takes a real day and a real time only', () => {
    expect(DATE_TIME_PATTERN.test('2028-02-29 23:59:59')).toBe(true);
    for (const text of ['2027-02-29 10:00:00', '2027-02-28 24:00:00', '2027-02-28T10:00:00']) {
      expect(DATE_TIME_PATTERN.test(text), text).toBe(false);
    }
  });
});
