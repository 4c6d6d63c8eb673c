/**
 * The runner's options from the command line and the environment. Nothing here knows the mock
 * server: pointing the runner at a real API is a matter of `--base-url` and the CONTRACT_* variables.
 */
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FetchLike } from './http';

export interface Account {
  email: string;
  password: string;
}

export interface RunnerOptions {
  baseUrl: string;
  allowWrites: boolean;
  /** Fuzz mode (fuzz/run-fuzz.ts) instead of the contract check. */
  fuzz: boolean;
  /** Absolute path of the JSON report. */
  reportPath: string;
  /** Only routes whose key starts with this (e.g. `catalogue` or `orders.getOrder`). */
  only?: string;
  /** Extra headers sent with every request. */
  headers: Record<string, string>;
  timeoutMs: number;
  /**
   * What requests are sent with (not a command-line option): default the global fetch. The parity
   * test passes a host that answers in the test process (contract-runner/parity.test.ts). Given
   * one, the fuzz mode leaves out what only a raw socket sends (TRACE, malformed HTTP).
   */
  fetchImpl?: FetchLike;
  /** Calls in flight at once during the read-only phases. */
  concurrency: number;
  accounts: { buyer: Account; seller: Account; admin: Account | null };
  /** Domain of the disposable accounts' e-mail addresses (--allow-writes). */
  disposableEmailDomain: string;
  /**
   * Told of every checked call with what was sent and what came back (the parity tests compare
   * the two hosts of the mock this way).
   */
  onCall?: (call: ObservedCall) => void;
  /**
   * What a run otherwise draws anew, fixed for a recording that must be the same on every run (the
   * OpenAPI examples, `--run-id` and `--now`): the id in the disposable account's names and texts,
   * and this machine's time.
   */
  runId?: string;
  now?: Date;
}

/** A checked call as `onCall` sees it. */
export interface ObservedCall {
  routeKey: string;
  kind: string;
  /** The case's name, as in the report. */
  name: string;
  /** The answer passed every check of the contract. */
  passed: boolean;
  /** The JSON body sent, if any. */
  body: unknown;
  status: number;
  json: unknown;
}

export class UsageError extends Error {}

/** The seeded accounts of ARCHITECTURE.md, used when the environment names none. */
export const SEEDED_PASSWORD = 'Passw0rd!';
export const SEEDED_ACCOUNTS = {
  buyer: 'buyer@example.com',
  seller: 'seller@example.com',
  admin: 'admin@example.com',
} as const;

const PACKAGE_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
export const DEFAULT_REPORT_PATH = resolve(PACKAGE_DIR, 'reports/contract.json');
export const DEFAULT_FUZZ_REPORT_PATH = resolve(PACKAGE_DIR, 'reports/fuzz.json');

export const USAGE = `Usage: pnpm contract:check --base-url URL [options]

  --base-url URL        API to check (or CONTRACT_BASE_URL)
  --allow-writes        also run the write journeys, on disposable accounts made by sign-up
  --fuzz                instead, send every route bad and edge inputs derived from the contract
                        (pnpm api:fuzz); fails on a 5xx, an answer outside the envelope or a
                        refused input accepted. Write routes get only inputs the contract refuses
  --report PATH         JSON report (default contract-runner/reports/contract.json, fuzz.json with --fuzz)
  --only PREFIX         only routes whose key starts with PREFIX (e.g. catalogue, cart.getCart)
  --header NAME:VALUE   extra header on every request; repeatable (or CONTRACT_HEADERS="a: 1; b: 2")
  --timeout MS          per-request timeout (default 15000)
  --concurrency N       requests in flight at once in the read-only phases (default 4)
  --run-id ID           the id in the disposable accounts' names and texts (default: a new one)
  --now ISO             the runner's "today" (default: this machine's time); with --run-id and
                        --concurrency 1, a run against a fixed world is the same on every run

Accounts: CONTRACT_BUYER_EMAIL/PASSWORD, CONTRACT_SELLER_EMAIL/PASSWORD and, optionally,
CONTRACT_ADMIN_EMAIL/PASSWORD. Unset, the seeded accounts are used (password ${SEEDED_PASSWORD}),
the admin only when neither buyer nor seller is given.`;

export function parseHeader(text: string): [string, string] {
  const at = text.indexOf(':');
  const name = at > 0 ? text.slice(0, at).trim() : '';
  if (!name || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
    throw new UsageError(`a header is NAME:VALUE, got "${text}"`);
  }
  return [name.toLowerCase(), text.slice(at + 1).trim()];
}

function positiveInt(name: string, text: string | undefined): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new UsageError(`${name} takes a whole number from 1`);
  return value;
}

/** Credentials from CONTRACT_<ROLE>_EMAIL/PASSWORD. */
function accountsFrom(env: Record<string, string | undefined>): RunnerOptions['accounts'] {
  const fromEnv = (role: 'BUYER' | 'SELLER' | 'ADMIN', seeded: string): Account => ({
    email: env[`CONTRACT_${role}_EMAIL`] || seeded,
    password: env[`CONTRACT_${role}_PASSWORD`] || SEEDED_PASSWORD,
  });
  // The seeded accounts form a set: a run against a real API that names its own buyer and seller
  // but no admin has no admin, rather than an admin@example.com that does not exist there.
  const usesSeeded = !env.CONTRACT_BUYER_EMAIL && !env.CONTRACT_SELLER_EMAIL;
  return {
    buyer: fromEnv('BUYER', SEEDED_ACCOUNTS.buyer),
    seller: fromEnv('SELLER', SEEDED_ACCOUNTS.seller),
    admin: env.CONTRACT_ADMIN_EMAIL || usesSeeded ? fromEnv('ADMIN', SEEDED_ACCOUNTS.admin) : null,
  };
}

export function parseOptions(
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
): RunnerOptions {
  const args = [...argv];
  let baseUrl = env.CONTRACT_BASE_URL;
  let allowWrites = false;
  let fuzz = false;
  let report: string | undefined;
  let only: string | undefined;
  let timeoutMs = 15_000;
  let concurrency = 4;
  let runId: string | undefined;
  let now: Date | undefined;
  const headers: Record<string, string> = {};
  for (const entry of (env.CONTRACT_HEADERS ?? '').split(';')) {
    if (entry.trim()) Object.assign(headers, Object.fromEntries([parseHeader(entry)]));
  }

  while (args.length) {
    const arg = args.shift()!;
    if (arg === '--') continue; // pnpm may pass the separator through
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg];
    const value = () => {
      const next = inline ?? args.shift();
      if (next === undefined || (inline === undefined && next.startsWith('--'))) {
        throw new UsageError(`${flag} needs a value`);
      }
      return next;
    };
    switch (flag) {
      case '--base-url':
        baseUrl = value();
        break;
      case '--allow-writes':
        allowWrites = true;
        break;
      case '--fuzz':
        fuzz = true;
        break;
      case '--report':
        report = value();
        break;
      case '--only':
        only = value();
        break;
      case '--header': {
        const [name, headerValue] = parseHeader(value());
        headers[name] = headerValue;
        break;
      }
      case '--timeout':
        timeoutMs = positiveInt('--timeout', value());
        break;
      case '--concurrency':
        concurrency = positiveInt('--concurrency', value());
        break;
      case '--run-id':
        runId = value();
        if (!/^[a-z0-9]{1,16}$/.test(runId))
          throw new UsageError('--run-id takes 1 to 16 lower-case letters and digits');
        break;
      case '--now': {
        const text = value();
        now = new Date(text);
        if (Number.isNaN(now.getTime())) throw new UsageError(`--now is not a time: ${text}`);
        break;
      }
      default:
        throw new UsageError(`unknown argument ${arg}`);
    }
  }

  if (!baseUrl) throw new UsageError('--base-url is required (or set CONTRACT_BASE_URL)');
  let parsed: URL;
  try {
    parsed = new URL(baseUrl);
  } catch {
    throw new UsageError(`--base-url is not a URL: ${baseUrl}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new UsageError(`--base-url must be http or https: ${baseUrl}`);
  }

  // A relative report path is relative to where the command was typed (pnpm runs scripts in the
  // package directory and keeps the original directory in INIT_CWD).
  const cwd = env.INIT_CWD || process.cwd();
  const reportPath = report
    ? isAbsolute(report)
      ? report
      : resolve(cwd, report)
    : fuzz
      ? DEFAULT_FUZZ_REPORT_PATH
      : DEFAULT_REPORT_PATH;

  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    allowWrites,
    fuzz,
    reportPath,
    ...(only ? { only } : {}),
    headers,
    timeoutMs,
    concurrency,
    accounts: accountsFrom(env),
    disposableEmailDomain: env.CONTRACT_DISPOSABLE_EMAIL_DOMAIN || 'example.com',
    ...(runId ? { runId } : {}),
    ...(now ? { now } : {}),
  };
}
