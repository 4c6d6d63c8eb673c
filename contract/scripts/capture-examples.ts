/**
 * Records the OpenAPI document's examples from a running mock server, over HTTP only (`pnpm
 * openapi`, scripts/openapi.mjs at the root, runs it against a mock it starts with `--fixed`):
 *
 *   tsx scripts/capture-examples.ts start --mock URL   # switch the session's request journal on
 *   … any client calls the mock in that session (`pnpm openapi` runs the contract runner's
 *     checks and write journeys: `contract-check --allow-writes`) …
 *   tsx scripts/capture-examples.ts write --mock URL   # the writes no journey makes, then the file
 *
 * `write` reads the session's request journal (`GET /__mock/journal`), makes the writes the runner
 * leaves out (extra-calls.ts, whose accepted answers only count) and keeps, for every route of the
 * contract, the first request body that was accepted and the first answer of each status. Requests
 * the runner sent to discover ids (`x-contract-case: discovery`) are not examples. Long lists are
 * cut to a few items.
 *
 * Written to contract/openapi-examples.json; src/openapi-examples.ts validates each example
 * against the route's zod schema when the document is written, and fills the error statuses no
 * call reached with an error envelope of a code of that status.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type JournalEntryView, SESSION_HEADER } from '../src/control';
import { contract } from '../src/index';
import { listRoutes } from '../src/route-list';
import { control, extraCalls } from './extra-calls';

const TARGET = fileURLToPath(new URL('../openapi-examples.json', import.meta.url));
/** The session the recording runs in (the runner is given the same `x-mock-session`). */
export const EXAMPLES_SESSION = 'openapi-examples';
const MAX_ITEMS = 2;
/** The server the OpenAPI document names (src/openapi.ts). */
const DOCUMENT_SERVER = 'http://localhost:4000';
/** The header the contract runner names its case in: its look-ups are no examples. */
const CASE_HEADER = 'x-contract-case';

type Journal = JournalEntryView[];

export interface RouteExamples {
  request?: unknown;
  responses: Record<string, unknown>;
}

/** The contract's route of a request, by method and path (`:name` matches one segment). */
function routeKeyOf(): (method: string, path: string) => string | undefined {
  const routes = listRoutes(contract).map(({ key, route }) => ({
    key,
    method: route.method,
    pattern: new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`),
  }));
  return (method, path) => {
    const hits = routes.filter((route) => route.method === method && route.pattern.test(path));
    if (hits.length > 1) throw new Error(`${method} ${path} matches ${hits.map((h) => h.key)}`);
    return hits[0]?.key;
  };
}

/** Arrays cut to their first items, so the document stays readable. */
function trimmed(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map(trimmed);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimmed(item)]));
}

/** Each route's first accepted request and first answer of each status, in the journal's order. */
export function examplesOf(journal: readonly JournalEntryView[]): Map<string, RouteExamples> {
  const keyOf = routeKeyOf();
  const examples = new Map<string, RouteExamples>();
  for (const entry of journal) {
    if (entry.headers[CASE_HEADER] === 'discovery' || entry.answer === undefined) continue;
    const key = keyOf(entry.method, entry.path);
    if (!key) throw new Error(`${entry.method} ${entry.path} is no route of the contract`);
    const routeExamples = examples.get(key) ?? { responses: {} };
    examples.set(key, routeExamples);
    const status = String(entry.status);
    const ok = entry.status >= 200 && entry.status < 300;
    // The first accepted call of a route is its example; a refusal keeps only its answer.
    if (ok && entry.body !== undefined && routeExamples.request === undefined)
      routeExamples.request = entry.body;
    if (!(status in routeExamples.responses))
      routeExamples.responses[status] = trimmed(entry.answer);
  }
  return examples;
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { mock: { type: 'string' } },
  });
  const [command] = positionals;
  const mockUrl = values.mock?.replace(/\/+$/, '');
  if (!mockUrl || (command !== 'start' && command !== 'write')) {
    throw new Error('usage: capture-examples.ts start|write --mock URL');
  }
  const session = { [SESSION_HEADER]: EXAMPLES_SESSION };
  if (command === 'start') {
    await control(mockUrl, session, 'POST', '/journal');
    console.log(`recording the requests of session ${EXAMPLES_SESSION} at ${mockUrl}`);
    return;
  }
  const read = async () => (await control(mockUrl, session, 'GET', '/journal')) as Journal;
  const driven = await read();
  // The writes made here try candidates in turn: only what they got accepted is an example.
  await control(mockUrl, session, 'POST', '/journal');
  await extraCalls(mockUrl, session);
  const accepted = (await read()).filter((entry) => entry.status >= 200 && entry.status < 300);
  await control(mockUrl, session, 'DELETE', '/journal');
  const journal = [...driven, ...accepted];
  const examples = examplesOf(journal);
  const sorted = Object.fromEntries([...examples].sort(([a], [b]) => a.localeCompare(b)));
  // The mock listened on a port of its own; the examples show the document's server instead.
  const text = JSON.stringify(sorted, null, 2).replaceAll(mockUrl, DOCUMENT_SERVER);
  await writeFile(TARGET, `${text}\n`);
  console.log(
    `recorded examples of ${examples.size} routes from ${journal.length} requests in ${TARGET}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
