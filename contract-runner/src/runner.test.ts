/**
 * The runner against the mock server started for the run (test-support/shared-mock-server.ts): it
 * passes (read-only and with the write journeys, each in a world of its own through
 * `x-mock-session`), and it fails, naming the route, when a proxy in front of the server tampers
 * with one route's answers.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { contract, listRoutes } from '@market/contract';
import { describe, expect, inject, it } from 'vitest';
import { parseOptions } from './options';
import type { Report, RouteReport } from './report';
import { exitCodeOf, runContractCheck } from './runner';
import { REPO_ROOT, freePort } from './test-support/mock-server';
import { type Tampered, type Tampering, startTamperingProxy } from './test-support/tampering-proxy';

const mockUrl = inject('mockServerUrl');
let session = 0;

/** A run in a world of its own; `env` is empty, so the seeded accounts are used. */
function check(baseUrl: string, ...args: string[]) {
  session += 1;
  const argv = [
    '--base-url',
    baseUrl,
    '--header',
    `x-mock-session:runner-test-${session}`,
    ...args,
  ];
  return runContractCheck(parseOptions(argv, {}));
}

const routesOf = (report: Report): RouteReport[] => [
  ...report.groups.spec.results,
  ...report.groups.assumed.results,
];
const failedRoutes = (report: Report) =>
  routesOf(report)
    .filter((route) => route.outcome === 'failed')
    .map((route) => route.key);
const issuesOf = (report: Report, key: string) =>
  routesOf(report)
    .filter((route) => route.key === key)
    .flatMap((route) => route.cases.flatMap((c) => c.issues));

const allRoutes = listRoutes(contract);

describe('against the mock server', { timeout: 60_000 }, () => {
  it('passes read-only, with a checked call of every safe route and both kinds of refusal', async () => {
    const report = await check(mockUrl);
    expect(failedRoutes(report)).toEqual([]);
    expect(report.summary.failed).toBe(0);
    expect(exitCodeOf(report)).toBe(0);
    // Every route of the contract is in the report, in the group its metadata names.
    expect(
      routesOf(report)
        .map((route) => route.key)
        .sort(),
    ).toEqual(allRoutes.map((route) => route.key).sort());
    for (const { key, meta } of allRoutes) {
      const route = routesOf(report).find((r) => r.key === key)!;
      expect(route.source).toBe(meta.source);
      const kinds = new Set(route.cases.filter((c) => c.outcome === 'passed').map((c) => c.kind));
      if (!meta.writes) expect(kinds, key).toContain('call');
      if (meta.auth !== 'public' && meta.auth !== 'optional')
        expect(kinds, key).toContain('no-token');
    }
    // Writes are not called without --allow-writes.
    const writes = routesOf(report).filter((route) => route.writes);
    expect(writes.every((route) => !route.cases.some((c) => c.kind === 'journey'))).toBe(true);
    expect(routesOf(report).some((r) => r.cases.some((c) => c.kind === 'invalid-body'))).toBe(true);
  });

  it('passes with --allow-writes, running the journeys and cleaning up the disposable member', async () => {
    const report = await check(mockUrl, '--allow-writes');
    expect(failedRoutes(report)).toEqual([]);
    const journeyed = (key: string) =>
      routesOf(report)
        .find((route) => route.key === key)
        ?.cases.some((c) => c.kind === 'journey' && c.outcome === 'passed');
    for (const key of [
      'auth.signUp',
      'cart.addToCart',
      'cart.deleteCartItems',
      'content.createInquiry',
      'chat.openRoom',
      'chat.sendMessage',
      'sellerPosts.createCouponPost',
      'sellerPosts.editCouponPost',
      'seller.blockMember',
      'seller.unblockMember',
      'community.deleteComment',
      'account.removeAccount',
    ]) {
      expect(journeyed(key), key).toBe(true);
    }
    expect(report.leftBehind.some((item) => item.includes('e-coupon post'))).toBe(true);
  });

  it('checks only the routes of --only', async () => {
    const report = await check(mockUrl, '--only', 'cart.');
    const keys = routesOf(report).map((route) => route.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.startsWith('cart.'))).toBe(true);
    expect(report.summary.failed).toBe(0);
  });
});

const COUPON_VIEW = /^\/api\/coupon\/\d+\/view$/;
const onCouponView = (tamper: (answer: Tampered) => Tampered): Tampering => ({
  method: 'GET',
  path: COUPON_VIEW,
  tamper: (answer) => (answer.status === 200 ? tamper(answer) : answer),
});
type CouponBody = { response: Record<string, unknown> & { seller: Record<string, unknown> } };

/** A run through the proxy: of every route, or of the catalogue only (to keep the tests quick). */
async function checkThroughProxy(tampering: Tampering, scope: 'all' | 'catalogue' = 'catalogue') {
  const proxy = await startTamperingProxy(mockUrl, tampering);
  try {
    const report = await check(proxy.baseUrl, ...(scope === 'all' ? [] : ['--only', 'catalogue.']));
    expect(proxy.tampered()).toBeGreaterThan(0);
    return report;
  } finally {
    await proxy.close();
  }
}

describe('against a server that drifts from the contract', { timeout: 60_000 }, () => {
  it('fails on a wrong type, naming the route and the JSON path, while every other route passes', async () => {
    const report = await checkThroughProxy(
      onCouponView(({ status, body }) => {
        const changed = structuredClone(body) as CouponBody;
        changed.response.price = String(changed.response.price);
        return { status, body: changed };
      }),
      'all',
    );
    expect(failedRoutes(report)).toEqual(['catalogue.getCoupon']);
    expect(routesOf(report)).toHaveLength(allRoutes.length);
    expect(exitCodeOf(report)).toBe(1);
    const schema = issuesOf(report, 'catalogue.getCoupon').find(
      (issue) => issue.check === 'schema',
    );
    expect(schema).toMatchObject({ path: 'response.price', expected: 'number' });
    expect(schema?.received).toMatch(/^"\d+"$/);
  });

  it('fails on a missing field, naming the route and the JSON path', async () => {
    const report = await checkThroughProxy(
      onCouponView(({ status, body }) => {
        const changed = structuredClone(body) as CouponBody;
        delete changed.response.seller.nickname;
        return { status, body: changed };
      }),
    );
    expect(failedRoutes(report)).toEqual(['catalogue.getCoupon']);
    const schema = issuesOf(report, 'catalogue.getCoupon').find(
      (issue) => issue.check === 'schema',
    );
    expect(schema).toMatchObject({ path: 'response.seller.nickname', expected: 'string' });
    expect(schema?.received).toContain('missing');
  });

  it('fails on a server error, naming the route', async () => {
    const report = await checkThroughProxy(
      onCouponView(() => ({
        status: 500,
        body: {
          success: false,
          response: null,
          error: { code: 'INTERNAL_ERROR', message: 'boom' },
          pagination: null,
        },
      })),
    );
    expect(failedRoutes(report)).toEqual(['catalogue.getCoupon']);
    const checks = issuesOf(report, 'catalogue.getCoupon').map((issue) => issue.check);
    expect(checks).toContain('server-error');
    expect(checks).toContain('status');
  });

  it('fails on pagination that does not match the page asked for', async () => {
    const report = await checkThroughProxy({
      method: 'GET',
      path: /^\/api\/digital\/code$/,
      tamper: ({ status, body }) => {
        const changed = structuredClone(body) as { pagination: { nextPage: unknown } | null };
        if (changed.pagination) changed.pagination.nextPage = null;
        return { status, body: changed };
      },
    });
    expect(failedRoutes(report)).toEqual(['catalogue.listDigitalCodes']);
    const checks = issuesOf(report, 'catalogue.listDigitalCodes').map((issue) => issue.check);
    expect(checks).toContain('pagination');
  });
});

describe('against nothing', () => {
  it('fails once, on sign-in, when no API answers', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const report = await runContractCheck(parseOptions(['--base-url', closed], {}));
    expect(report.summary).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(issuesOf(report, 'auth.signIn').map((issue) => issue.check)).toEqual(['network']);
    expect(exitCodeOf(report)).toBe(1);
  });
});

describe('the command', { timeout: 60_000 }, () => {
  // The package's bin (`contract-check`), run by node as a backend team's CI runs it.
  const bin = resolve(REPO_ROOT, 'contract-runner/bin/contract-check.mjs');
  const run = (args: string[]) =>
    promisify(execFile)(process.execPath, [bin, ...args], { cwd: REPO_ROOT });

  it('prints the summary line last, writes the JSON report and exits 0 when all pass', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'contract-runner-'));
    try {
      const reportPath = join(dir, 'contract.json');
      const args = [
        '--base-url',
        mockUrl,
        '--header',
        'x-mock-session:cli',
        '--only',
        'content.',
        '--report',
        reportPath,
      ];
      const { stdout } = await run(args);
      const lines = stdout.trimEnd().split('\n');
      expect(lines.at(-1)).toMatch(/^\d+ passed, 0 failed(, \d+ skipped)?$/);
      const report = JSON.parse(await readFile(reportPath, 'utf8')) as Report;
      expect(report.summary.failed).toBe(0);
      expect(report.only).toBe('content.');
      expect(report.groups.spec.results.map((route) => route.key)).toContain('content.listNotices');
      expect(report.groups.assumed.results).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('exits 1 and names the failing route when one fails', async () => {
    const proxy = await startTamperingProxy(
      mockUrl,
      onCouponView(({ body }) => ({ status: 500, body })),
    );
    const dir = await mkdtemp(join(tmpdir(), 'contract-runner-'));
    try {
      const args = [
        '--base-url',
        proxy.baseUrl,
        '--header',
        'x-mock-session:cli-failing',
        '--only',
        'catalogue',
        '--report',
        join(dir, 'r.json'),
      ];
      const failure = await run(args).then(
        () => null,
        (error: { code?: number; stdout?: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stdout).toContain('FAIL GET /api/coupon/:seq/view (catalogue.getCoupon)');
      expect(failure?.stdout?.trimEnd().split('\n').at(-1)).toMatch(/^\d+ passed, [1-9]\d* failed/);
    } finally {
      await proxy.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
