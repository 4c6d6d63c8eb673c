/**
 * Business dates (SPEC §5): every calendar day and wall-clock time the product shows or compares is
 * in Asia/Seoul, whatever the time zone of the machine running the code. Wire strings are the formats
 * of wire-formats.ts. Rules take `now` as an argument; nothing here reads the clock.
 */
import { TZDate, tz } from '@date-fns/tz';
import { add } from 'date-fns';
import { BUSINESS_TIME_ZONE, DATE_PATTERN, DATE_TIME_PATTERN } from './date-patterns';

const inBusinessZone = tz(BUSINESS_TIME_ZONE);
const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** A calendar day given either as a `yyyy-MM-dd` string or as a moment (its Seoul day). */
export type BusinessDay = string | Date;

function assertValidDate(date: Date): void {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid Date');
}

let businessClock: Intl.DateTimeFormat | undefined;

/**
 * Asia/Seoul has moved its clocks only on whole hours of UTC since 1954 (its daylight saving of
 * 1987 and 1988 included), so an offset read for a quarter hour holds through it.
 */
const QUARTER_HOUR = 15 * 60 * 1000;
/** The business zone's offset from UTC (ms) per quarter hour since the epoch, as it is first asked. */
const offsetOfQuarter = new Map<number, number>();
const OFFSETS_KEPT = 100_000;

/** The business zone's offset from UTC at `time`, read once per quarter hour with Intl. */
function businessOffset(time: number): number {
  const quarter = Math.floor(time / QUARTER_HOUR);
  let offset = offsetOfQuarter.get(quarter);
  if (offset === undefined) {
    businessClock ??= new Intl.DateTimeFormat('en-US', {
      timeZone: BUSINESS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    const start = quarter * QUARTER_HOUR;
    const parts = businessClock.formatToParts(new Date(start));
    const value = (type: Intl.DateTimeFormatPartTypes) =>
      Number(parts.find((part) => part.type === type)?.value);
    // setUTCFullYear rather than Date.UTC, which reads years 0 to 99 as 1900 to 1999.
    const wall = new Date(0);
    wall.setUTCFullYear(value('year'), value('month') - 1, value('day'));
    wall.setUTCHours(value('hour'), value('minute'), value('second'));
    offset = wall.getTime() - start;
    if (offsetOfQuarter.size >= OFFSETS_KEPT) offsetOfQuarter.clear();
    offsetOfQuarter.set(quarter, offset);
  }
  return offset;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A moment's Seoul wall-clock fields: the zone's offset (asked of Intl once per quarter hour) added
 * to the moment, read as UTC. A list formats a date for every card, and Intl's `formatToParts` on
 * each one was the largest cost of a page; a zoned date-fns `format` built a TZDate each time (and
 * brought date-fns' whole formatting engine into the first load).
 */
function businessClockParts(
  date: Date,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  assertValidDate(date);
  const wall = new Date(date.getTime() + businessOffset(date.getTime()));
  return {
    year: String(wall.getUTCFullYear()).padStart(4, '0'),
    month: two(wall.getUTCMonth() + 1),
    day: two(wall.getUTCDate()),
    hour: two(wall.getUTCHours()),
    minute: two(wall.getUTCMinutes()),
    second: two(wall.getUTCSeconds()),
  };
}

/** The Seoul calendar day of a moment, `yyyy-MM-dd`. */
export function toDateString(date: Date): string {
  const { year, month, day } = businessClockParts(date);
  return `${year}-${month}-${day}`;
}

/** The Seoul wall-clock time of a moment, `yyyy-MM-dd HH:mm:ss`. */
export function toDateTimeString(date: Date): string {
  const { year, month, day, hour, minute, second } = businessClockParts(date);
  return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
}

/**
 * Year, month (1-12) and day of the `yyyy-MM-dd` a string starts with, or null when that is not a
 * real calendar day.
 */
function dateParts(value: string): [number, number, number] | null {
  const day = value.slice(0, 10);
  if (!DATE_PATTERN.test(day)) return null;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  // The pattern accepts 2026-02-31; a round trip through UTC rejects days a month does not have.
  const utc = new Date(Date.UTC(y, m - 1, d));
  if (utc.getUTCFullYear() !== y || utc.getUTCMonth() !== m - 1 || utc.getUTCDate() !== d) {
    return null;
  }
  return [y, m, d];
}

/** Whether a value is a `yyyy-MM-dd` string naming a day that exists. */
export function isDateString(value: unknown): value is string {
  return typeof value === 'string' && value.length === 10 && dateParts(value) !== null;
}

/** Whether a value is a `yyyy-MM-dd HH:mm:ss` string naming a moment that exists. */
export function isDateTimeString(value: unknown): value is string {
  return typeof value === 'string' && DATE_TIME_PATTERN.test(value) && dateParts(value) !== null;
}

/** The moment a `yyyy-MM-dd` day starts in Seoul (00:00:00). Throws a RangeError on a bad string. */
export function parseDateString(value: string): Date {
  const parts = value.length === 10 ? dateParts(value) : null;
  if (!parts) throw new RangeError(`Not a yyyy-MM-dd date: ${value}`);
  const [y, m, d] = parts;
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, BUSINESS_TIME_ZONE).getTime());
}

/** The moment a `yyyy-MM-dd HH:mm:ss` Seoul wall-clock time names. Throws a RangeError on a bad string. */
export function parseDateTimeString(value: string): Date {
  const parts = isDateTimeString(value) ? dateParts(value) : null;
  if (!parts) throw new RangeError(`Not a yyyy-MM-dd HH:mm:ss date-time: ${value}`);
  const [y, m, d] = parts;
  const [hh, mm, ss] = value.slice(11).split(':').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, ss, BUSINESS_TIME_ZONE).getTime());
}

/** Days since 1970-01-01 of a calendar day: pure calendar arithmetic, no time zone involved. */
function dayNumber(day: BusinessDay): number {
  const text = typeof day === 'string' ? day : toDateString(day);
  const parts = text.length === 10 ? dateParts(text) : null;
  if (!parts) throw new RangeError(`Not a yyyy-MM-dd date: ${text}`);
  const [y, m, d] = parts;
  return Date.UTC(y, m - 1, d) / MS_PER_DAY;
}

/** The calendar day `days` after (or before, when negative) a day, `yyyy-MM-dd`. */
export function addDays(day: BusinessDay, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Days must be a whole number: ${days}`);
  const shifted = new Date((dayNumber(day) + days) * MS_PER_DAY);
  return shifted.toISOString().slice(0, 10);
}

/**
 * Calendar days from `from` to `to` in Seoul: 0 on the same day, 1 for the next day, negative when
 * `to` is earlier. Two moments on the same Seoul day are 0 apart even across UTC midnight.
 */
export function daysBetween(from: BusinessDay, to: BusinessDay): number {
  return dayNumber(to) - dayNumber(from);
}

/** Whether two moments fall on the same Seoul calendar day. */
export function isSameBusinessDay(a: Date, b: Date): boolean {
  return daysBetween(a, b) === 0;
}

/** Whether a day lies before today in Seoul. Today itself is not past. */
export function isPastDate(day: BusinessDay, now: Date): boolean {
  return daysBetween(now, day) < 0;
}

/** A calendar duration: whole years, months and days (negative to go back). */
export interface CalendarDuration {
  years?: number;
  months?: number;
  days?: number;
}

/**
 * The same Seoul wall-clock time a calendar duration later; a month from 31 January is the last day
 * of February, as date-fns does it.
 */
export function shiftMoment(moment: Date, duration: CalendarDuration): Date {
  assertValidDate(moment);
  for (const value of Object.values(duration)) {
    if (!Number.isInteger(value)) throw new RangeError(`Not a whole duration: ${String(value)}`);
  }
  return new Date(add(moment, duration, { in: inBusinessZone }).getTime());
}
