/**
 * Parity of the mock's two hosts (issue 40): the whole contract runner, read-only and with the
 * write journeys, against the Fastify server (a separate process, over the network) and against
 * the browser host (the browser entry behind the MSW handlers a page uses, in this process). Both
 * hold the same world, so the runs must agree case by case and answer by answer; and a host that
 * changes one field of one answer is caught, named by route and JSON path.
 */
import { contract, listRoutes } from '@market/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchLike } from './http';
import { type ObservedCall, parseOptions } from './options';
import { FUZZ_KINDS } from './fuzz/inputs';
import { runFuzz } from './fuzz/run-fuzz';
import { type HostRun, compareRuns } from './parity';
import { runContractCheck } from './runner';
import { type BrowserHost, WORLD_NOW, startBrowserHost } from './test-support/browser-host';
import { type MockServer, startMockServer } from './test-support/mock-server';

// The network's fetch, kept before MSW patches this process's: the server's runs go around the
// handlers, which answer any origin.
const networkFetch: FetchLike = globalThis.fetch.bind(globalThis);

let server: MockServer;
let browser: BrowserHost;

beforeAll(async () => {
  server = await startMockServer(['--fixed']);
  browser = startBrowserHost();
}, 60_000);

afterAll(async () => {
  browser?.close();
  await server?.stop();
});

/**
 * One run in a session named `session` on both hosts: one call at a time, and with the run id and
 * "today" fixed, so that both make the same calls in the same order.
 */
async function run(host: 'server' | 'browser', session: string, ...args: string[]) {
  const calls: ObservedCall[] = [];
  const baseUrl = host === 'server' ? server.baseUrl : browser.baseUrl;
  const argv = ['--base-url', baseUrl, '--header', `x-mock-session:${session}`];
  const report = await runContractCheck({
    ...parseOptions([...argv, '--concurrency', '1', ...args], {}),
    ...(host === 'server' ? { fetchImpl: networkFetch } : {}),
    onCall: (call) => calls.push(call),
    runId: 'parity1',
    now: WORLD_NOW,
  });
  return { host, report, calls } satisfies HostRun;
}

/**
 * The server's run, then the browser's. Not both at once: the browser host answers in this thread
 * without ever waiting on I/O, so while it is busy the server's answers wait unread.
 */
const bothHosts = async (session: string, ...args: string[]) => {
  const onServer = await run('server', session, ...args);
  return [onServer, await run('browser', session, ...args)] as const;
};

describe('the runner against both hosts of the mock', { timeout: 180_000 }, () => {
  it('read-only: the same checks pass, with the same answers', async () => {
    const [onServer, inBrowser] = await bothHosts('parity-read');
    console.info(
      `parity read-only: server ${JSON.stringify(onServer.report.summary)}, browser ${JSON.stringify(inBrowser.report.summary)}, ${inBrowser.calls.length} calls`,
    );
    expect(onServer.report.summary.failed).toBe(0);
    expect(inBrowser.report.summary.failed).toBe(0);
    expect(onServer.report.summary.passed).toBeGreaterThan(100);
    expect(compareRuns(onServer, inBrowser)).toEqual([]);
    expect(inBrowser.report.summary).toEqual(onServer.report.summary);
  });

  it('with --allow-writes: the same journeys pass, with the same answers', async () => {
    const [onServer, inBrowser] = await bothHosts('parity-writes', '--allow-writes');
    console.info(
      `parity with writes: server ${JSON.stringify(onServer.report.summary)}, browser ${JSON.stringify(inBrowser.report.summary)}, ${inBrowser.calls.length} calls`,
    );
    expect(onServer.report.summary.failed).toBe(0);
    expect(inBrowser.report.summary.failed).toBe(0);
    const journeys = inBrowser.report.groups.spec.results
      .concat(inBrowser.report.groups.assumed.results)
      .flatMap((route) => route.cases)
      .filter((c) => c.kind === 'journey' && c.outcome === 'passed');
    expect(journeys.length).toBeGreaterThan(20);
    expect(compareRuns(onServer, inBrowser)).toEqual([]);
    expect(inBrowser.report.summary).toEqual(onServer.report.summary);
  });

  it('names the route and the field when the browser host changes one field of one answer', async () => {
    // A link in front of the page's: one field of the coupon's view, still of its type, so that
    // every check of the contract passes and only the comparison can tell.
    browser.answerThrough((inPage) => ({
      ...inPage,
      answer: async (request) => {
        const response = await inPage.answer(request);
        if (!/\/api\/coupon\/\d+\/view$/.test(new URL(request.url).pathname)) return response;
        const body = (await response.json()) as { response: { content: string } };
        body.response.content = `${body.response.content}!`;
        return Response.json(body, { status: response.status, headers: response.headers });
      },
    }));
    try {
      const [onServer, inBrowser] = await bothHosts('parity-planted', '--only', 'catalogue.');
      expect(inBrowser.report.summary.failed).toBe(0);
      const differences = compareRuns(onServer, inBrowser);
      expect(differences.length).toBeGreaterThan(0);
      expect(differences.every((line) => line.includes('catalogue.getCoupon'))).toBe(true);
      expect(differences[0]).toMatch(/at \$\.response\.content: ".*" vs ".*!"/);
    } finally {
      browser.restore();
    }
  });
});

describe('the fuzz against both hosts of the mock', { timeout: 240_000 }, () => {
  // The server over the wire, as any API is fuzzed (its raw-socket requests included: HTTP that
  // cannot be parsed); the browser host through the fetch function a page uses.
  const fuzz = (host: 'server' | 'browser') =>
    runFuzz({
      ...parseOptions(
        [
          '--fuzz',
          '--base-url',
          host === 'server' ? server.baseUrl : browser.baseUrl,
          '--header',
          'x-mock-session:parity-fuzz',
          '--concurrency',
          '8',
        ],
        {},
      ),
      ...(host === 'browser' ? { fetchImpl: fetch } : {}),
    });

  /** What a run tried, without the raw socket's requests, which only a server can be sent. */
  const throughFetch = (tried: Record<string, readonly string[]>) =>
    Object.fromEntries(
      Object.entries(tried).map(([key, kinds]) => [
        key,
        kinds.filter((kind) => kind !== 'malformed-http'),
      ]),
    );

  it('finds nothing wrong with either, having tried every route with the same inputs', async () => {
    const onServer = await fuzz('server');
    const inBrowser = await fuzz('browser');
    console.info(
      `fuzz parity: server ${onServer.passed}/${onServer.requests} passed, browser ${inBrowser.passed}/${inBrowser.requests} passed`,
    );
    expect(onServer.failures).toEqual([]);
    expect(inBrowser.failures).toEqual([]);
    expect(onServer.skipped).toEqual({});
    expect(inBrowser.skipped).toEqual({});
    // The server: every route, with every kind of input.
    const routes = listRoutes(contract)
      .map((listed) => listed.key)
      .sort();
    expect(Object.keys(onServer.tried).sort()).toEqual(routes);
    const kindsOf = (tried: Record<string, readonly string[]>) =>
      FUZZ_KINDS.filter((kind) => Object.values(tried).some((kinds) => kinds.includes(kind)));
    expect(kindsOf(onServer.tried)).toEqual([...FUZZ_KINDS]);
    expect(onServer.requests).toBeGreaterThan(2000);
    // The browser host: the same routes and inputs, but for the raw socket's.
    expect(kindsOf(inBrowser.tried)).toEqual(
      FUZZ_KINDS.filter((kind) => kind !== 'malformed-http'),
    );
    expect(inBrowser.tried).toEqual(throughFetch(onServer.tried));
    const rawOnServer = onServer.requests - inBrowser.requests;
    expect(rawOnServer).toBeGreaterThan(0);
  });
});
