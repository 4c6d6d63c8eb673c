/**
 * A failure a handler, hook or helper raises instead of returning: the error handler turns it into
 * the envelope with the status its code belongs to. Handlers may also return `failure()` directly;
 * throwing suits helpers (auth, look-ups) that sit deep inside a handler.
 */
import { type ErrorCode, type errorCatalogue, failure } from '@market/contract';

export class ApiFailure extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'ApiFailure';
    this.code = code;
  }

  /** The `{status, body}` pair, as a ts-rest handler would return it. */
  toResponse() {
    return failure(this.code, this.message);
  }
}

export const isApiFailure = (error: unknown): error is ApiFailure => error instanceof ApiFailure;

/**
 * `failure()` with the status typed as the literal status of its code, so a handler can return it
 * where the route declares that status (the contract's `failure` types the status as any error
 * status, which no route declares all of).
 */
export function fail<C extends ErrorCode>(code: C, message: string) {
  return failure(code, message) as {
    status: (typeof errorCatalogue)[C];
    body: ReturnType<typeof failure>['body'];
  };
}
