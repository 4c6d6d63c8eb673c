/**
 * Records the OpenAPI document's examples from the seeded world (`pnpm openapi` runs it before
 * writing contract/openapi.json): starts the mock server on a free port with a fixed seed and time,
 * runs the contract runner against it with the write journeys (plus the few writes no journey makes),
 * and keeps, for every route, the first request body that was accepted and the first answer of each
 * status that passed the contract's checks. Long lists are cut to a few items.
 *
 * Written to contract/openapi-examples.json; contract/src/openapi-examples.ts validates each example
 * against the route's zod schema when the document is written, and fills the error statuses no call
 * reached with an error envelope of a code of that status.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ObservedCall, RunnerOptions } from '../options';
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '../options';
import { exitCodeOf, runContractCheck } from '../runner';
import { FIXED_WORLD, FIXED_WORLD_ARGS } from '../fixed-world';
import { extraCalls } from './extra-calls';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TARGET = join(ROOT, 'contract/openapi-examples.json');
/**
 * The world the examples come from (the same bytes on every run), and what the runner would
 * otherwise draw anew, fixed to match: its run id and "today".
 */
const NOW = FIXED_WORLD.now;
const RUN_ID = 'openapi1';
const MAX_ITEMS = 2;
/** The server the OpenAPI document names (contract/src/openapi.ts). */
const DOCUMENT_SERVER = 'http://localhost:4000';

export interface RouteExamples {
  request?: unknown;
  responses: Record<string, unknown>;
}

function startMock(): Promise<{ url: string; child: ChildProcess }> {
  const tsx = join(ROOT, 'mock-server/node_modules/.bin/tsx');
  const child = spawn(tsx, ['src/cli.ts', '--port', '0', ...FIXED_WORLD_ARGS], {
    cwd: join(ROOT, 'mock-server'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Mock server at (\S+)/.exec(out);
      if (match) resolve({ url: match[1]!, child });
    });
    child.on('exit', (code) => reject(new Error(`the mock server exited (${code}):\n${out}`)));
  });
}

/** Arrays cut to their first items, so the document stays readable. */
function trimmed(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map(trimmed);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimmed(item)]));
}

function recorder(examples: Map<string, RouteExamples>) {
  return (call: ObservedCall) => {
    if (!call.passed || call.status === 0 || call.json === undefined) return;
    const entry = examples.get(call.routeKey) ?? { responses: {} };
    examples.set(call.routeKey, entry);
    const status = String(call.status);
    const ok = call.status >= 200 && call.status < 300;
    // The first accepted call of a route is its example; a refusal keeps only its answer.
    if (
      ok &&
      call.body !== undefined &&
      entry.request === undefined &&
      call.kind !== 'invalid-body'
    )
      entry.request = call.body;
    if (!(status in entry.responses)) entry.responses[status] = trimmed(call.json);
  };
}

async function main(): Promise<void> {
  const { url, child } = await startMock();
  const examples = new Map<string, RouteExamples>();
  try {
    const options: RunnerOptions = {
      baseUrl: url,
      allowWrites: true,
      fuzz: false,
      reportPath: join(tmpdir(), 'openapi-examples-report.json'),
      headers: { 'x-mock-session': 'openapi-examples' },
      timeoutMs: 15_000,
      concurrency: 1,
      accounts: {
        buyer: { email: SEEDED_ACCOUNTS.buyer, password: SEEDED_PASSWORD },
        seller: { email: SEEDED_ACCOUNTS.seller, password: SEEDED_PASSWORD },
        admin: { email: SEEDED_ACCOUNTS.admin, password: SEEDED_PASSWORD },
      },
      disposableEmailDomain: 'example.com',
      onCall: recorder(examples),
      runId: RUN_ID,
      now: new Date(NOW),
    };
    const report = await runContractCheck(options);
    if (exitCodeOf(report) !== 0) throw new Error('the contract runner failed against the mock');
    await extraCalls(options);
  } finally {
    child.kill();
  }
  const sorted = Object.fromEntries([...examples].sort(([a], [b]) => a.localeCompare(b)));
  // The mock listened on a free port; the examples show the document's server instead.
  const text = JSON.stringify(sorted, null, 2).replaceAll(url, DOCUMENT_SERVER);
  await writeFile(TARGET, `${text}\n`);
  console.log(`recorded examples of ${examples.size} routes in ${TARGET}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
