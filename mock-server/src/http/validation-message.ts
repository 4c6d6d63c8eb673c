/**
 * A readable message for a request that fails the contract's schemas, naming each field path:
 * `body.email: validation.email.format; query.page: Number must be greater than or equal to 1`.
 */
import type { ZodError, ZodIssue } from 'zod';

const MAX_ISSUES = 10;

/**
 * A union's own issue says only "Invalid input"; the issues of the branch that came closest (the
 * fewest issues) say which field is wrong.
 */
function flatten(issue: ZodIssue): ZodIssue[] {
  if (issue.code !== 'invalid_union' || issue.unionErrors.length === 0) return [issue];
  const closest = issue.unionErrors.reduce((best, candidate) =>
    candidate.issues.length < best.issues.length ? candidate : best,
  );
  return closest.issues.flatMap(flatten);
}

/** The schema failures of each part of a request (null where the part passed). */
export interface RequestIssues {
  pathParams: ZodError | null;
  headers: ZodError | null;
  query: ZodError | null;
  body: ZodError | null;
}

export function describeRequestIssues(error: RequestIssues): string {
  const parts: Array<[string, ZodError | null]> = [
    ['params', error.pathParams],
    ['headers', error.headers],
    ['query', error.query],
    ['body', error.body],
  ];
  const lines = parts.flatMap(([part, zodError]) =>
    (zodError?.issues ?? []).flatMap(flatten).map((issue) => {
      const path = [part, ...issue.path.map(String)].join('.');
      return `${path}: ${issue.message}`;
    }),
  );
  const shown = lines.slice(0, MAX_ISSUES);
  if (lines.length > MAX_ISSUES) shown.push(`and ${lines.length - MAX_ISSUES} more`);
  return shown.join('; ') || 'The request does not match the contract';
}
