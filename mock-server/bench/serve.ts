/**
 * The benchmark's server process (started by run.ts, never on its own): generates a world of the
 * size asked for, serves the mock on 127.0.0.1 with request validation as in `pnpm mock`, and a
 * bare Fastify app on 127.0.0.1 whose routes answer the very bytes the mock answered for each
 * measured route. It reports its ports and stops when run.ts says so or goes away.
 */
import { generateWorld } from '@market/fixtures';
import type { WorldSize } from '@market/world';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { catalogueIndex } from '../src/services/catalogue/catalogue-index';
import {
  BENCH_NOW,
  BENCH_SEED,
  type MeasuredRoute,
  type ServerReady,
  SEARCH_KEYWORD,
} from './protocol';

const size = process.argv[2] as WorldSize;
if (!process.send || !['small', 'default', 'large'].includes(size)) {
  console.error('bench/serve.ts is started by bench/run.ts');
  process.exit(2);
}
const send = process.send.bind(process);

const generating = performance.now();
const world = generateWorld({ seed: BENCH_SEED, size, now: BENCH_NOW });
const generateMs = performance.now() - generating;

const app = await buildApp({ seed: BENCH_SEED, size, now: BENCH_NOW, world, logger: false });
const appAddress = await app.listen({ host: '127.0.0.1', port: 0 });

// The first call opens the default session (a copy of the world) and builds the catalogue index.
const firstCall = performance.now();
const list = await app.inject({ method: 'GET', url: '/api/coupon' });
const firstCallMs = performance.now() - firstCall;
const firstCoupon = (list.json() as { response: { seq: number }[] }).response[0];
if (list.statusCode !== 200 || !firstCoupon)
  throw new Error(`GET /api/coupon answered ${list.statusCode}`);

const paths: Record<MeasuredRoute, string> = {
  list: '/api/coupon',
  detail: `/api/coupon/${firstCoupon.seq}/view`,
  search: `/api/common/search/posts?keyword=${encodeURIComponent(SEARCH_KEYWORD)}`,
};

const bare = Fastify({ logger: false });
const bytes: Record<string, number> = {};
for (const [name, path] of Object.entries(paths)) {
  const res = await app.inject({ method: 'GET', url: path });
  if (res.statusCode !== 200) throw new Error(`GET ${path} answered ${res.statusCode}`);
  const body = res.body;
  bytes[name] = Buffer.byteLength(body);
  bare.get(`/bare/${name}`, (_request, reply) => {
    reply.header('content-type', 'application/json; charset=utf-8').send(body);
  });
}
const bareAddress = await bare.listen({ host: '127.0.0.1', port: 0 });

const index = catalogueIndex(app.store.session().world);
const ready: ServerReady = {
  size,
  appAddress,
  bareAddress,
  paths,
  bytes: bytes as Record<MeasuredRoute, number>,
  posts: world.subscriptionPosts.length + world.couponPosts.length + world.codePosts.length,
  distinctTitles:
    index.posts.SUBSCRIPTION.distinctTitles +
    index.posts.COUPON.distinctTitles +
    index.posts.CODE.distinctTitles,
  generateMs,
  firstCallMs,
};
send(ready);

async function stop() {
  await Promise.allSettled([app.close(), bare.close()]);
  process.exit(0);
}
process.on('message', (message) => {
  if (message === 'stop') void stop();
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    send({ cpuMicros: user + system });
  }
});
process.on('disconnect', () => void stop());
