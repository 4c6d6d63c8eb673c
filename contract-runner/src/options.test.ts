import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REPORT_PATH,
  SEEDED_PASSWORD,
  UsageError,
  parseHeader,
  parseOptions,
} from './options';

describe('parseOptions', () => {
  it('reads the flags, in both spellings', () => {
    const options = parseOptions(
      ['--', '--base-url=http://api.test/', '--allow-writes', '--only', 'cart', '--timeout', '500'],
      {},
    );
    expect(options).toMatchObject({
      baseUrl: 'http://api.test',
      allowWrites: true,
      only: 'cart',
      timeoutMs: 500,
      reportPath: DEFAULT_REPORT_PATH,
    });
  });

  it('fixes the run id and "today" for a recording, and refuses a bad one', () => {
    const base = ['--base-url', 'http://a.test'];
    const options = parseOptions([...base, '--run-id', 'openapi1', '--now', '2026-03-01'], {});
    expect(options.runId).toBe('openapi1');
    expect(options.now?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(parseOptions(base, {})).not.toHaveProperty('runId');
    expect(() => parseOptions([...base, '--run-id', 'Not One'], {})).toThrow(UsageError);
    expect(() => parseOptions([...base, '--now', 'yesterday'], {})).toThrow(UsageError);
  });

  it('takes extra headers from --header and CONTRACT_HEADERS', () => {
    const options = parseOptions(
      ['--base-url', 'http://a.test', '--header', 'X-Mock-Session: s1'],
      {
        CONTRACT_HEADERS: 'x-tenant: t; x-trace:  on ',
      },
    );
    expect(options.headers).toEqual({ 'x-tenant': 't', 'x-trace': 'on', 'x-mock-session': 's1' });
  });

  it('uses the seeded accounts, admin included, when the environment names none', () => {
    const { accounts } = parseOptions(['--base-url', 'http://a.test'], {});
    expect(accounts).toEqual({
      buyer: { email: 'buyer@example.com', password: SEEDED_PASSWORD },
      seller: { email: 'seller@example.com', password: SEEDED_PASSWORD },
      admin: { email: 'admin@example.com', password: SEEDED_PASSWORD },
    });
  });

  it('has no admin against an API whose buyer and seller are given, unless one is given too', () => {
    const env = {
      CONTRACT_BUYER_EMAIL: 'b@real.test',
      CONTRACT_BUYER_PASSWORD: 'b-secret',
      CONTRACT_SELLER_EMAIL: 's@real.test',
      CONTRACT_SELLER_PASSWORD: 's-secret',
    };
    const without = parseOptions(['--base-url', 'http://a.test'], env).accounts;
    expect(without.buyer).toEqual({ email: 'b@real.test', password: 'b-secret' });
    expect(without.admin).toBeNull();
    const withAdmin = parseOptions(['--base-url', 'http://a.test'], {
      ...env,
      CONTRACT_ADMIN_EMAIL: 'a@real.test',
      CONTRACT_ADMIN_PASSWORD: 'a-secret',
    }).accounts;
    expect(withAdmin.admin).toEqual({ email: 'a@real.test', password: 'a-secret' });
  });

  it('reads the base URL from the environment and resolves a relative report where pnpm was run', () => {
    const options = parseOptions(['--report', 'out/c.json'], {
      CONTRACT_BASE_URL: 'https://api.example.com',
      INIT_CWD: '/somewhere',
    });
    expect(options.baseUrl).toBe('https://api.example.com');
    expect(options.reportPath).toBe('/somewhere/out/c.json');
  });

  it('refuses what it does not understand', () => {
    expect(() => parseOptions([], {})).toThrow(UsageError);
    expect(() => parseOptions(['--base-url', 'ftp://x'], {})).toThrow(/http or https/);
    expect(() => parseOptions(['--base-url', 'http://a.test', '--bogus'], {})).toThrow(/unknown/);
    expect(() => parseOptions(['--base-url', '--allow-writes'], {})).toThrow(/needs a value/);
    expect(() => parseOptions(['--base-url', 'http://a.test', '--timeout', '0'], {})).toThrow();
  });
});

describe('parseHeader', () => {
  it('splits at the first colon and lower-cases the name', () => {
    expect(parseHeader('Authorization: Basic a:b')).toEqual(['authorization', 'Basic a:b']);
    expect(() => parseHeader('no-colon')).toThrow(UsageError);
    expect(() => parseHeader('bad name: x')).toThrow(UsageError);
  });
});
