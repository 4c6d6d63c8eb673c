#!/usr/bin/env node
// `pnpm openapi`: the OpenAPI document's examples, then the document (decision 045). Each package
// does its own part, and they meet only over HTTP:
//
// 1. the mock server, started here with `--fixed` (the world that is the same bytes on every
//    boot) on a free port;
// 2. contract's `examples:start` switches on the request journal of the session the examples are
//    recorded in (`/__mock/journal`);
// 3. the contract runner drives the calls: `contract-check --allow-writes`, one request at a time,
//    with a fixed run id and the world's "today", in that session;
// 4. contract's `examples:write` makes the writes no journey makes, reads the journal and writes
//    contract/openapi-examples.json;
// 5. contract's `openapi` writes contract/openapi.json from the contract and those examples.
//
// With `--mock URL`, steps 2 to 5 run against a mock already running there instead, which must
// have been started with `pnpm mock --fixed` and not used since.
import { spawn, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = {
  ...process.env,
  PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH}`,
};
const SESSION = 'openapi-examples';
const RUN_ID = 'openapi1';

function pnpm(...args) {
  const result = spawnSync('pnpm', args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed (${result.status})`);
}

/** The mock server with the fixed world on a free port, in a process group of its own. */
function startMock() {
  const child = spawn(
    join(root, 'mock-server/node_modules/.bin/tsx'),
    ['src/cli.ts', '--port', '0', '--fixed'],
    {
      cwd: join(root, 'mock-server'),
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
      env,
    },
  );
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk.toString();
      const match = /Mock server at (\S+)/.exec(out);
      if (match) resolve({ url: match[1], stop });
    });
    child.on('exit', (code) => reject(new Error(`the mock server exited (${code}):\n${out}`)));
  });
}

const { values } = parseArgs({ options: { mock: { type: 'string' } } });
const mock = values.mock ? { url: values.mock.replace(/\/+$/, ''), stop() {} } : await startMock();
try {
  const clock = await fetch(`${mock.url}/__mock/clock`, { headers: { 'x-mock-session': SESSION } });
  const { now } = (await clock.json()).response;
  pnpm('--filter', '@market/contract', 'run', 'examples:start', '--mock', mock.url);
  pnpm(
    '--filter',
    '@market/contract-runner',
    'run',
    'contract:check',
    '--base-url',
    mock.url,
    '--allow-writes',
    '--header',
    `x-mock-session:${SESSION}`,
    '--concurrency',
    '1',
    '--run-id',
    RUN_ID,
    '--now',
    now,
    '--report',
    join(tmpdir(), 'openapi-examples-report.json'),
  );
  pnpm('--filter', '@market/contract', 'run', 'examples:write', '--mock', mock.url);
} finally {
  mock.stop();
}
pnpm('--filter', '@market/contract', 'run', 'openapi');
