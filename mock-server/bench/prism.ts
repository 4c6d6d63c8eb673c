/**
 * `pnpm bench:prism` (also part of `pnpm bench`): the mock's throughput on a post's detail route
 * beside Stoplight Prism's, mocking the project's own OpenAPI document (contract/openapi.json),
 * in one run on this machine. Prism is an npm package fetched by npx on first use (pinned below),
 * not a dependency of the workspace. Both serve on 127.0.0.1; autocannon measures each in turn, a
 * few rounds, and the median of each is compared. Issue 38's target: at least 30 times Prism's.
 *
 * Environment: BENCH_SECONDS (per run, default 3), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS
 * (default 10).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { generateWorld } from '@market/fixtures';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { BENCH_NOW, BENCH_SEED } from './protocol';

const PRISM = '@stoplight/prism-cli@5.16.0';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PRISM_START_LIMIT_MS = 5 * 60_000;

const document = fileURLToPath(new URL('../../contract/openapi.json', import.meta.url));
const world = generateWorld({ seed: BENCH_SEED, size: 'default', now: BENCH_NOW });
const app = await buildApp({ seed: BENCH_SEED, size: 'default', now: BENCH_NOW, world });
const mockAddress = await app.listen({ host: '127.0.0.1', port: 0 });
const seq = world.couponPosts.find((post) => post.deletedAt === null)!.seq;
const path = `/api/coupon/${seq}/view`;

/** Starts Prism on a free port and resolves with its address once it listens. */
function startPrism(): Promise<{ address: string; stop: () => void }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(
    'npx',
    ['--yes', PRISM, 'mock', '-h', '127.0.0.1', '-p', String(port), document],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`Prism did not start within ${PRISM_START_LIMIT_MS / 1000} s`));
    }, PRISM_START_LIMIT_MS);
    let output = '';
    const watch = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        child.stdout.off('data', watch);
        child.stderr.off('data', watch);
        // Prism logs every request: read and drop its output, or a full pipe would slow it.
        child.stdout.resume();
        child.stderr.resume();
        resolve({ address: `http://127.0.0.1:${port}`, stop });
      }
    };
    child.stdout.on('data', watch);
    child.stderr.on('data', watch);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code}: ${output.slice(-2000)}`));
    });
  });
}

async function requestsPerSecond(url: string, seconds: number): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result.requests.average;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

console.log(`starting ${PRISM} (npx fetches it on first use)...`);
const prism = await startPrism();
try {
  const targets = { mock: `${mockAddress}${path}`, prism: `${prism.address}${path}` };
  for (const url of Object.values(targets)) await requestsPerSecond(url, 1);
  const runs: Record<keyof typeof targets, number[]> = { mock: [], prism: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    runs.mock.push(await requestsPerSecond(targets.mock, SECONDS));
    runs.prism.push(await requestsPerSecond(targets.prism, SECONDS));
  }
  const mock = median(runs.mock);
  const other = median(runs.prism);
  const ratio = mock / other;
  console.log(
    `GET ${path.replace(String(seq), ':seq')} (default world), ${CONNECTIONS} connections:`,
  );
  console.log(
    `  mock  ${mock.toFixed(0)} req/s (rounds: ${runs.mock.map((r) => r.toFixed(0)).join(', ')})`,
  );
  console.log(
    `  Prism ${other.toFixed(0)} req/s (rounds: ${runs.prism.map((r) => r.toFixed(0)).join(', ')})`,
  );
  console.log(`  mock/Prism ${ratio.toFixed(1)} (target >= 30: ${ratio >= 30 ? 'met' : 'missed'})`);
} finally {
  prism.stop();
  await app.close();
}
