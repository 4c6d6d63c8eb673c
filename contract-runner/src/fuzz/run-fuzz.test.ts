/**
 * The fuzz mode against the mock server started for the run (a separate process, as any API),
 * through a proxy that makes one route accept what it should refuse and answer outside the
 * envelope: the run fails, naming that route. That the whole fuzz finds nothing wrong with the mock, every route
 * tried with every kind of input, is proven in parity.test.ts, on both of the mock's hosts.
 */
import { describe, expect, inject, it } from 'vitest';
import { parseOptions } from '../options';
import { startTamperingProxy } from '../test-support/tampering-proxy';
import { formatFuzzReport, runFuzz } from './run-fuzz';

const mockUrl = inject('mockServerUrl');

/** A fuzz run in a world of its own: runner.test.ts checks the same server. */
const fuzz = (baseUrl: string, ...args: string[]) =>
  runFuzz(
    parseOptions(
      [
        '--fuzz',
        '--base-url',
        baseUrl,
        '--header',
        'x-mock-session:run-fuzz',
        '--concurrency',
        '8',
        ...args,
      ],
      {},
    ),
  );

describe('fuzz mode', { timeout: 180_000 }, () => {
  it('fails, naming the route, when a server accepts a refused input or leaves the envelope', async () => {
    const proxy = await startTamperingProxy(mockUrl, {
      method: 'GET',
      path: /^\/api\/coupon$/,
      tamper: ({ status, body }) =>
        status === 400
          ? {
              status: 200,
              body: { success: true, response: [], error: null, pagination: null, extra: 1 },
            }
          : { status, body },
    });
    try {
      const report = await fuzz(proxy.baseUrl, '--only', 'catalogue.listCoupons');
      expect(proxy.tampered()).toBeGreaterThan(0);
      const checks = report.failures
        .filter((failure) => failure.routeKey === 'catalogue.listCoupons')
        .flatMap((failure) => failure.issues.map((issue) => issue.check));
      expect(checks).toContain('accepted');
      expect(checks).toContain('envelope');
      expect(formatFuzzReport(report)).toMatch(/FAIL catalogue\.listCoupons .*accepted/);
      expect(formatFuzzReport(report).split('\n').at(-1)).toMatch(/^\d+ passed, [1-9]\d* failed$/);
    } finally {
      await proxy.close();
    }
  });
});
