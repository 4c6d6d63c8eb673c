/**
 * The checks run on every answer, in the spirit of Schemathesis's: not a server error, a status the
 * route declares, JSON, the envelope, the body against the route's zod schema for that status, and
 * pagination coherent with the page asked for. Each returns the issues it found (none when fine).
 */
import { type ErrorCode, errorCatalogue, fieldOf, isZodSchema, typeNameOf } from '@market/contract';
import type { AppRoute } from '@ts-rest/core';
import { schemaIssues } from './schema-issues';
import type { Answer, Issue } from './types';

const issue = (check: string, message: string): Issue => ({ check, message });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The error code and message of an error envelope, for messages like `409 ALREADY_IN_CART`. */
export function errorSummary(answer: Answer): string {
  const json = answer.json;
  if (isObject(json) && isObject(json.error)) {
    const { code, message } = json.error;
    return `${String(code)}${typeof message === 'string' && message ? `: ${message}` : ''}`;
  }
  return answer.text.slice(0, 80) || 'no body';
}

export function checkNotServerError(answer: Answer): Issue[] {
  if (answer.status === 0) {
    return [issue('network', `no answer: ${answer.networkError ?? 'request failed'}`)];
  }
  if (answer.status >= 500) {
    return [issue('server-error', `server error ${answer.status} (${errorSummary(answer)})`)];
  }
  return [];
}

export const declaredStatuses = (route: AppRoute) => Object.keys(route.responses).map(Number);

export function checkDeclaredStatus(route: AppRoute, status: number): Issue[] {
  const declared = declaredStatuses(route);
  if (declared.includes(status)) return [];
  return [
    issue(
      'status',
      `status ${status} is not declared by the route (declares ${declared.join(', ')})`,
    ),
  ];
}

export function checkJsonContentType(answer: Answer): Issue[] {
  const type = answer.contentType ?? '';
  if (/^application\/([\w.-]+\+)?json\b/i.test(type)) return [];
  return [issue('content-type', `content type is ${type ? `"${type}"` : 'missing'}, not JSON`)];
}

const ENVELOPE_KEYS = ['success', 'response', 'error', 'pagination'] as const;

/** `{success, response, error, pagination}`; a failure's `error` is `{code, message}` from the catalogue. */
export function checkEnvelope(answer: Answer): Issue[] {
  const body = answer.json;
  if (!isObject(body)) {
    return [
      issue('envelope', `body is not a JSON object (${answer.text.slice(0, 60) || 'empty'})`),
    ];
  }
  const issues: Issue[] = [];
  for (const key of ENVELOPE_KEYS) {
    if (!(key in body)) issues.push(issue('envelope', `envelope has no "${key}"`));
  }
  const extra = Object.keys(body).filter(
    (key) => !(ENVELOPE_KEYS as readonly string[]).includes(key),
  );
  if (extra.length) issues.push(issue('envelope', `envelope has other keys: ${extra.join(', ')}`));
  if (typeof body.success !== 'boolean') {
    issues.push(issue('envelope', `success is ${JSON.stringify(body.success)}, not a boolean`));
    return issues;
  }
  const ok = answer.status >= 200 && answer.status < 300;
  if (body.success) {
    if (!ok) issues.push(issue('envelope', `success is true on status ${answer.status}`));
    if (body.error !== null && 'error' in body) {
      issues.push(issue('envelope', 'error is set on a successful answer'));
    }
    return issues;
  }
  if (ok) issues.push(issue('envelope', `success is false on status ${answer.status}`));
  if (body.response !== null && 'response' in body) {
    issues.push(issue('envelope', 'response is set on a failed answer'));
  }
  if (body.pagination !== null && 'pagination' in body) {
    issues.push(issue('envelope', 'pagination is set on a failed answer'));
  }
  const error = body.error;
  if (!isObject(error) || typeof error.code !== 'string' || typeof error.message !== 'string') {
    issues.push(issue('envelope', `error is ${JSON.stringify(error)}, not {code, message}`));
    return issues;
  }
  const catalogue: Record<string, number> = errorCatalogue;
  const status = catalogue[error.code];
  if (status === undefined) {
    issues.push(issue('envelope', `error code ${error.code} is not in the catalogue`));
  } else if (status !== answer.status) {
    issues.push(
      issue(
        'envelope',
        `error code ${error.code} belongs to status ${status}, answered with ${answer.status}`,
      ),
    );
  }
  return issues;
}

/** The body against the route's zod schema for the answer's status. */
export function checkResponseSchema(route: AppRoute, answer: Answer): Issue[] {
  const schema = (route.responses as Record<number, unknown>)[answer.status];
  if (!isZodSchema(schema)) return [];
  const result = schema.safeParse(answer.json);
  return result.success ? [] : schemaIssues(result.error, answer.json);
}

/** Whether the route's answer for `status` carries a page (its schema's `pagination` is not null). */
export function isPagedResponse(route: AppRoute, status = 200): boolean {
  const schema = (route.responses as Record<number, unknown>)[status];
  if (!isZodSchema(schema)) return false;
  const pagination = fieldOf(schema, 'pagination');
  return pagination !== null && typeNameOf(pagination) !== 'ZodNull';
}

export interface PageAsked {
  page: number;
  /** The size sent, or the schema's default when none was sent; undefined when unknown. */
  size: number | undefined;
  /** Counts the items that occupy the page (pinned notices head every page and do not count). */
  countItems?: (items: unknown[]) => number;
}

/**
 * currentPage = page, pageSize = size, totalPage = ceil(totalCount / pageSize), nextPage = page + 1
 * or null from the last page on, and the page holds as many items as are left, at most pageSize.
 */
export function checkPagination(body: unknown, asked: PageAsked): Issue[] {
  if (!isObject(body) || !isObject(body.pagination) || !Array.isArray(body.response)) {
    return [issue('pagination', 'a paged answer has no pagination object or no item list')];
  }
  const { currentPage, pageSize, totalCount, totalPage, nextPage } = body.pagination;
  const numbers = { currentPage, pageSize, totalCount, totalPage };
  for (const [name, value] of Object.entries(numbers)) {
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      return [
        issue('pagination', `pagination.${name} is ${JSON.stringify(value)}, not a whole number`),
      ];
    }
  }
  const [page, size, total, pages] = [currentPage, pageSize, totalCount, totalPage] as number[];
  const issues: Issue[] = [];
  const wrong = (what: string, expected: unknown, got: unknown) =>
    issues.push(
      issue(
        'pagination',
        `${what} is ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`,
      ),
    );
  if (page !== asked.page) wrong(`currentPage (page ${asked.page} asked)`, asked.page, page);
  if (asked.size !== undefined && size !== asked.size) {
    wrong(`pageSize (size ${asked.size} asked)`, asked.size, size);
  }
  if (size! < 1) return [...issues, issue('pagination', `pageSize is ${size}, below 1`)];
  const expectedPages = Math.ceil(total! / size!);
  if (pages !== expectedPages) {
    wrong(`totalPage (totalCount ${total}, pageSize ${size})`, expectedPages, pages);
  }
  const expectedNext = asked.page < expectedPages ? asked.page + 1 : null;
  if (nextPage !== expectedNext) {
    wrong(`nextPage (page ${asked.page} of ${expectedPages})`, expectedNext, nextPage);
  }
  const items = body.response;
  const counted = asked.countItems ? asked.countItems(items) : items.length;
  if (counted > size!) {
    issues.push(issue('pagination', `${counted} items on a page of pageSize ${size}`));
  } else {
    const left = Math.min(Math.max(total! - (asked.page - 1) * size!, 0), size!);
    if (counted !== left) {
      issues.push(
        issue(
          'pagination',
          `${counted} items on page ${asked.page}, expected ${left} (totalCount ${total}, pageSize ${size})`,
        ),
      );
    }
  }
  return issues;
}

/** What a case expects of its answer, beyond the checks every answer gets. */
export interface Expectation {
  /** `success`: any 2xx; a number: exactly that status. Undefined: any declared status. */
  status?: 'success' | number;
  /** The error code a refusal must carry. */
  errorCode?: ErrorCode;
  /** Check pagination against this page when the answer is a successful page. */
  page?: PageAsked;
}

function checkExpectation(answer: Answer, expectation: Expectation): Issue[] {
  const { status } = expectation;
  const issues: Issue[] = [];
  if (status === 'success' && (answer.status < 200 || answer.status >= 300)) {
    issues.push(
      issue('expected-status', `expected success, got ${answer.status} (${errorSummary(answer)})`),
    );
  } else if (typeof status === 'number' && answer.status !== status) {
    const detail = answer.status >= 400 ? ` (${errorSummary(answer)})` : '';
    issues.push(issue('expected-status', `expected ${status}, got ${answer.status}${detail}`));
  }
  if (expectation.errorCode && answer.status >= 400) {
    const json = answer.json;
    const code = isObject(json) && isObject(json.error) ? json.error.code : undefined;
    if (code !== expectation.errorCode) {
      issues.push(
        issue('error-code', `expected error code ${expectation.errorCode}, got ${String(code)}`),
      );
    }
  }
  return issues;
}

/**
 * Every check on one answer. Later checks that would only repeat an earlier failure in other words
 * are left out: no schema check of a body that is not an envelope, no pagination of a failure.
 */
export function checkAnswer(
  route: AppRoute,
  answer: Answer,
  expectation: Expectation = {},
): Issue[] {
  const transport = checkNotServerError(answer);
  if (answer.status === 0) return transport;
  const issues = [...transport, ...checkExpectation(answer, expectation)];
  const statusIssues = checkDeclaredStatus(route, answer.status);
  issues.push(...statusIssues);
  issues.push(...checkJsonContentType(answer));
  const envelopeIssues = checkEnvelope(answer);
  issues.push(...envelopeIssues);
  if (envelopeIssues.length || statusIssues.length) return issues;
  const schemaProblems = checkResponseSchema(route, answer);
  issues.push(...schemaProblems);
  const ok = answer.status >= 200 && answer.status < 300;
  if (ok && expectation.page && isPagedResponse(route, answer.status)) {
    issues.push(...checkPagination(answer.json, expectation.page));
  }
  return issues;
}
