/**
 * The fuzz mode against a freshly started mock server (a separate process, as any API), through a
 * proxy that makes one route accept what it should refuse and answer outside the envelope: the run
 * fails, naming that route. That the whole fuzz finds nothing wrong with the mock, every route
 * tried with every kind of input, is proven in parity.test.ts, on both of the mock's hosts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOptions } from '../options';
import { type MockServer, startMockServer } from '../test-support/mock-server';
import { startTamperingProxy } from '../test-support/tampering-proxy';
import { formatFuzzReport, runFuzz } from './run-fuzz';

let mock: MockServer;

beforeAll(async () => {
  mock = await startMockServer();
}, 60_000);

afterAll(async () => {
  await mock?.stop();
});

const fuzz = (baseUrl: string, ...args: string[]) =>
  runFuzz(parseOptions(['--fuzz', '--base-url', baseUrl, '--concurrency', '8', ...args], {}));

describe('fuzz mode', { timeout: 180_000 }, () => {
  it('fails, naming the route, when a server accepts a refused input or leaves the envelope', async () => {
    const proxy = await startTamperingProxy(mock.baseUrl, {
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
