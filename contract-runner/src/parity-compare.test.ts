/**
 * The comparison of two hosts' runs (parity.ts) on runs built by hand: alike, it finds nothing; one
 * field, one status or one outcome changed on one host, it names the case and what differs.
 */
import { describe, expect, it } from 'vitest';
import type { ObservedCall } from './options';
import { type HostRun, compareRuns, firstDifference } from './parity';
import { buildReport } from './report';
import { contract, listRoutes } from '@market/contract';
import type { CaseResult } from './types';

const routes = listRoutes(contract);

function hostRun(
  host: string,
  baseUrl: string,
  change: (calls: ObservedCall[]) => void = () => {},
) {
  const calls: ObservedCall[] = [
    {
      routeKey: 'catalogue.getCoupon',
      kind: 'call',
      name: 'as anonymous',
      passed: true,
      body: undefined,
      status: 200,
      json: {
        success: true,
        response: { seq: 6, image: `${baseUrl}/mock-images/6.png`, price: 4500 },
      },
    },
    {
      routeKey: 'cart.getCart',
      kind: 'no-token',
      name: 'without a token',
      passed: true,
      body: undefined,
      status: 401,
      json: { success: false, error: { code: 'UNAUTHENTICATED' } },
    },
  ];
  change(calls);
  const results: CaseResult[] = calls.map((call) => ({
    routeKey: call.routeKey,
    kind: call.kind as CaseResult['kind'],
    name: call.name,
    identity: 'anonymous',
    outcome: call.passed ? 'passed' : 'failed',
    issues: call.passed ? [] : [{ check: 'status', message: 'unexpected status' }],
    status: call.status,
  }));
  const report = buildReport({
    routes,
    results,
    baseUrl,
    allowWrites: false,
    startedAt: new Date(0),
    finishedAt: new Date(1),
    discoveryNotes: {},
    leftBehind: [],
  });
  return { host, report, calls } satisfies HostRun;
}

const server = () => hostRun('server', 'http://127.0.0.1:4000');
const browser = (change?: (calls: ObservedCall[]) => void) =>
  hostRun('browser', 'http://browser-host.test', change);

describe('compareRuns', () => {
  it('finds nothing between runs that differ only in the host address', () => {
    expect(compareRuns(server(), browser())).toEqual([]);
  });

  it('names the case and the JSON path of one changed field', () => {
    const differences = compareRuns(
      server(),
      browser((calls) => {
        (calls[0]!.json as { response: { price: number } }).response.price = 4501;
      }),
    );
    expect(differences).toEqual([
      'call 1 catalogue.getCoupon call "as anonymous": server vs browser at $.response.price: 4500 vs 4501',
    ]);
  });

  it('names a changed status and outcome, and the summaries', () => {
    const differences = compareRuns(
      server(),
      browser((calls) => {
        calls[1]!.status = 200;
        calls[1]!.passed = false;
      }),
    );
    expect(differences).toContain(
      'summary: server 2 passed, 0 failed, 0 skipped; browser 1 passed, 1 failed, 0 skipped',
    );
    expect(differences).toContain(
      'only server: cart.getCart no-token "without a token" as anonymous: passed 401',
    );
    expect(differences).toContain(
      'only browser: cart.getCart no-token "without a token" as anonymous: failed 200 [status]',
    );
    expect(differences).toContain(
      'call 2 cart.getCart no-token "without a token": status server 401, browser 200',
    );
  });

  it('stops at the first call the runs made differently', () => {
    const differences = compareRuns(
      server(),
      browser((calls) => calls.reverse()),
    );
    expect(differences.filter((line) => line.startsWith('call '))).toEqual([
      'call 1 catalogue.getCoupon call "as anonymous": browser made cart.getCart no-token "without a token" instead',
    ]);
  });
});

describe('firstDifference', () => {
  it('walks objects and arrays to the first differing value', () => {
    expect(firstDifference({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBeNull();
    expect(firstDifference({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe('$.a[1].b: 2 vs 3');
    expect(firstDifference({ a: [1] }, { a: [1, 2] })).toBe('$.a: 1 items vs 2');
    expect(firstDifference({ a: 1 }, {})).toBe('$.a: 1 vs missing');
  });
});
