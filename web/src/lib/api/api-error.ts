import type { ErrorCode } from '@market/contract';

/** Failures that never reached the server's envelope: no connection, or an answer that is not one. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'UNEXPECTED_RESPONSE';

/** A code of the contract's catalogue, a client-side failure, or a code a newer server invented. */
export type ApiErrorCode = ErrorCode | ClientErrorCode | (string & {});

/**
 * Every failed call raises this, whatever went wrong: an envelope with `success: false`, a non-2xx
 * status, a network failure or an answer that is not an envelope. Screens switch on `code`; `message`
 * is the server's human text (shown as is only where SPEC says so, e.g. the redeem dialog).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;

  constructor(code: ApiErrorCode, message: string, status: number) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Anything thrown by a query or mutation, as an ApiError (hooks' error types are wider). */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError('NETWORK_ERROR', message, 0);
}
