/**
 * The business time zone and the wire's date patterns (SPEC §5), without Zod: the web app's first
 * load formats dates with them, and a module it loads must not bring the schema library along
 * (wire-formats.ts builds the schemas from these).
 */
export const BUSINESS_TIME_ZONE = 'Asia/Seoul';

/**
 * A day that exists on the calendar, `yyyy-MM-dd`: months of 31, 30 and 28 days, and 29 February
 * in leap years only (divisible by 4, centuries by 400). A pattern rather than a parse, so that the
 * OpenAPI document carries the same rule and a client or fuzzer reading it sends no 2027-02-30.
 */
const REAL_DAY =
  '(?:\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))' +
  '|(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)';

export const DATE_PATTERN = new RegExp(`^${REAL_DAY}$`);
export const DATE_TIME_PATTERN = new RegExp(`^${REAL_DAY} (?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$`);
