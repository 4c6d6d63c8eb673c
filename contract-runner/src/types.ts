/** The vocabulary of the runner: who calls, what was asked, what came back, what was wrong. */

/** Which account a call is made as. `anonymous` sends no token. */
export type Identity = 'anonymous' | 'buyer' | 'seller' | 'admin' | 'disposable';

/** One thing wrong with an answer, printed on one line. */
export interface Issue {
  /** The check that failed: `server-error`, `status`, `content-type`, `envelope`, `schema`, ... */
  check: string;
  message: string;
  /** For schema failures: where in the body, e.g. `response[0].price`. */
  path?: string;
  expected?: string;
  received?: string;
}

/** An HTTP answer as the checks see it. */
export interface Answer {
  method: string;
  url: string;
  /** 0 when no answer arrived (network failure, timeout). */
  status: number;
  contentType: string | null;
  /** The parsed JSON body, or undefined when the body was empty or not JSON. */
  json: unknown;
  text: string;
  durationMs: number;
  /** Set when the request itself failed (refused connection, timeout). */
  networkError?: string;
}

export type CaseKind = 'call' | 'page' | 'no-token' | 'invalid-body' | 'journey' | 'route';
export type Outcome = 'passed' | 'failed' | 'skipped';

/** One checked request (or one request that could not be made, with the reason). */
export interface CaseResult {
  routeKey: string;
  kind: CaseKind;
  /** What this case does, e.g. `as buyer`, `page 2 of 1 item`, `journey cart: add a coupon`. */
  name: string;
  identity: Identity;
  outcome: Outcome;
  issues: Issue[];
  /** Why the case was skipped. */
  skipReason?: string;
  request?: { method: string; url: string };
  status?: number;
  durationMs?: number;
}
