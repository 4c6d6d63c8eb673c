/**
 * The catalogue of error codes: each stable, upper-snake, with the one HTTP status it answers with.
 * Clients switch on `code`, never on `message` (which is human text and may change).
 */
import { z } from 'zod';

export const errorCatalogue = {
  // 400: the request itself is wrong
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  /**
   * HTTP the server cannot read: a control character in a header, a Content-Length that is not a
   * number or disagrees with the body, both Content-Length and Transfer-Encoding, an unknown method.
   */
  MALFORMED_REQUEST: 400,
  VERIFICATION_FAILED: 400,
  VERIFICATION_CODE_INVALID: 400,
  RESET_CODE_INVALID: 400,
  PROMOTION_CODE_INVALID: 400,
  WITHDRAWAL_LIMIT_EXCEEDED: 400,
  UNSUPPORTED_IMAGE_TYPE: 400,
  // 401: who you are is unknown
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  SNS_CODE_INVALID: 401,
  // 403: you are known but may not
  FORBIDDEN: 403,
  SELLER_ONLY: 403,
  ADMIN_ONLY: 403,
  IDENTITY_NOT_VERIFIED: 403,
  BLOCKED_BY_SELLER: 403,
  NOT_ROOM_MEMBER: 403,
  // 404: not there (or not yours: another user's data answers 404, not 403, so it cannot be probed)
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CHAT_MEMBER_MISSING: 404,
  // 409: the state of things forbids it
  EMAIL_TAKEN: 409,
  NICKNAME_TAKEN: 409,
  ALREADY_SELLER: 409,
  ALREADY_IN_CART: 409,
  NOT_BUYABLE: 409,
  SOLD_OUT: 409,
  POST_EXPIRED: 409,
  ALREADY_SUBSCRIBED: 409,
  OWN_POST: 409,
  PARTY_FULL: 409,
  INSUFFICIENT_BALANCE: 409,
  ORDER_ALREADY_PAID: 409,
  ORDER_NOT_PAID: 409,
  REFUND_NOT_ALLOWED: 409,
  // a line's money already went back by another path (refund, cancellation, a member turned down)
  LINE_ALREADY_RETURNED: 409,
  ALREADY_DECIDED: 409,
  REVIEW_EXISTS: 409,
  WITHDRAWAL_ALREADY_TODAY: 409,
  PROMOTION_CODE_USED: 409,
  ALREADY_BLOCKED: 409,
  CANNOT_BLOCK_ACTIVE_MEMBER: 409,
  SUBSCRIPTION_ENDED: 409,
  RECRUITMENT_CLOSED: 409,
  MEMBER_CONSENT_REQUIRED: 409,
  INVALID_STATE: 409,
  // account, session and wallet (contract part A)
  CURRENT_PASSWORD_WRONG: 400,
  IDENTITY_ALREADY_VERIFIED: 409,
  ACCOUNT_HAS_OPEN_TRADES: 409,
  // cart, orders, seller console, parties and chat (contract part B)
  ALREADY_CONFIRMED: 409,
  ALREADY_ANSWERED: 409,
  NO_PROMOTION_UNITS: 409,
  NOT_EXTENDABLE: 409,
  ALREADY_RENEWED: 409,
  REMOVAL_ALREADY_REQUESTED: 409,
  // checkout's Idempotency-Key sent again with another body (decision 016)
  IDEMPOTENCY_KEY_REUSED: 409,
  // 405: the path exists, not with this method (the answer's Allow header names those it takes)
  METHOD_NOT_ALLOWED: 405,
  // 408, 413, 415, 429, 431: transport limits
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** The request line and headers are over the server's limit (16 KiB), e.g. an over-long URL. */
  HEADERS_TOO_LARGE: 431,
  // 5xx: the server's fault
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorCatalogue;
export const ErrorCode = z.enum(Object.keys(errorCatalogue) as [ErrorCode, ...ErrorCode[]]);
export type ErrorStatus = (typeof errorCatalogue)[ErrorCode];

export function statusOf(code: ErrorCode): ErrorStatus {
  return errorCatalogue[code];
}
