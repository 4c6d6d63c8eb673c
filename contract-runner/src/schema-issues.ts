/**
 * A Zod error as a few readable lines: the JSON path in the body, what the schema expects there
 * and what arrived, instead of Zod's own wall of text.
 */
import type { ZodError, ZodIssue } from 'zod';
import type { Issue } from './types';

/** At most this many schema issues per answer; the rest are counted in one more line. */
export const SCHEMA_ISSUE_LIMIT = 5;
const VALUE_PREVIEW_LENGTH = 60;

/** `response[0].seller.nickname`; the body itself is `(body)`. */
export function formatPath(path: readonly (string | number)[]): string {
  let text = '';
  for (const part of path) {
    if (typeof part === 'number') text += `[${part}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(part)) text += text ? `.${part}` : part;
    else text += `[${JSON.stringify(part)}]`;
  }
  return text || '(body)';
}

const MISSING = Symbol('missing');

export function valueAt(body: unknown, path: readonly (string | number)[]): unknown {
  let current: unknown = body;
  for (const part of path) {
    if (current === null || typeof current !== 'object' || !(part in current)) return MISSING;
    current = (current as Record<string | number, unknown>)[part];
  }
  return current;
}

/** A short rendering of a value: JSON, cut to a preview length. */
export function previewValue(value: unknown): string {
  if (value === MISSING || value === undefined) return 'nothing (the field is missing)';
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > VALUE_PREVIEW_LENGTH ? `${text.slice(0, VALUE_PREVIEW_LENGTH - 1)}…` : text;
}

const quoteAll = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(' | ');

function bound(issue: ZodIssue & { code: 'too_small' | 'too_big' }): string {
  const small = issue.code === 'too_small';
  const n = String(issue.code === 'too_small' ? issue.minimum : issue.maximum);
  const inclusive = issue.inclusive;
  switch (issue.type) {
    case 'string':
      return `${small ? 'at least' : 'at most'} ${n} characters`;
    case 'array':
    case 'set':
      return `${small ? 'at least' : 'at most'} ${n} items`;
    default:
      return `a ${issue.type} ${small ? (inclusive ? '>=' : '>') : inclusive ? '<=' : '<'} ${n}`;
  }
}

/** What the schema wanted at the issue's path, in a few words. */
export function expectedOf(issue: ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected;
    case 'invalid_literal':
      return JSON.stringify(issue.expected);
    case 'invalid_enum_value':
      return `one of ${quoteAll(issue.options)}`;
    case 'invalid_union_discriminator':
      return `one of ${quoteAll(issue.options)}`;
    case 'invalid_union':
      return 'a value matching one of the union options';
    case 'too_small':
    case 'too_big':
      return bound(issue);
    case 'invalid_string': {
      const format =
        typeof issue.validation === 'string' ? issue.validation : JSON.stringify(issue.validation);
      const wanted = format === 'regex' ? 'text matching the pattern' : `text in ${format} format`;
      // Zod's own messages ("Invalid email") add nothing; the contract's message keys do.
      return issue.message && !/^Invalid\b/.test(issue.message)
        ? `${wanted} (${issue.message})`
        : wanted;
    }
    case 'unrecognized_keys':
      return 'no other keys';
    case 'not_multiple_of':
      return `a multiple of ${String(issue.multipleOf)}`;
    default:
      return issue.message;
  }
}

/** One line per Zod issue (up to the limit), with the value found in `body` at its path. */
export function schemaIssues(error: ZodError, body: unknown, limit = SCHEMA_ISSUE_LIMIT): Issue[] {
  const seen = new Set<string>();
  const issues: Issue[] = [];
  for (const zodIssue of error.issues) {
    const path = formatPath(zodIssue.path);
    const expected = expectedOf(zodIssue);
    const received =
      zodIssue.code === 'unrecognized_keys'
        ? `keys ${zodIssue.keys.join(', ')}`
        : previewValue(valueAt(body, zodIssue.path));
    const key = `${path}|${expected}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push({
      check: 'schema',
      message: `${path}: expected ${expected}, received ${received}`,
      path,
      expected,
      received,
    });
  }
  if (issues.length <= limit) return issues;
  const shown = issues.slice(0, limit);
  shown.push({
    check: 'schema',
    message: `... and ${issues.length - limit} more schema issues`,
  });
  return shown;
}
