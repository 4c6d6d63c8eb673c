/**
 * The scale benchmark's measuring process (started by scale.ts, never on its own): generates one
 * world, builds the app over it and measures it through `app.inject`, the whole Fastify pipeline
 * without a socket. It sends one SizeResult and exits. It runs with --expose-gc, so that each heap
 * figure is what stays reachable, in a process of its own, so that sizes do not share a heap.
 */
import { TOP_UP_MIN_KRW, addDays, toDateString } from '@market/domain';
import { generateWorld } from '@market/fixtures';
import { DEFAULT_PASSWORD } from '@market/world';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { BENCH_NOW, BENCH_SEED } from './protocol';
import {
  type Distribution,
  type Failures,
  type History,
  READ_ROUTES,
  type ReadRoute,
  type ScaleJob,
  type SizeResult,
  WRITE_OPS,
  type WriteOp,
  distribution,
} from './scale-protocol';

const asked = JSON.parse(process.argv[2] ?? 'null') as ScaleJob | null;
const collect = globalThis.gc;
if (!process.send || !asked || !collect) {
  console.error('bench/scale-world.ts is started by bench/scale.ts (node --expose-gc)');
  process.exit(2);
}
const job: ScaleJob = asked;
const collectGarbage: () => void = collect;
const send = process.send.bind(process);

const BUYER = 'buyer@example.com';
const SELLER = 'seller@example.com';
const PRICE = 5_000;
/** Top-ups keep the buyer's e-money at least here: enough for a purchase and its fee. */
const BALANCE_FLOOR = 3 * PRICE;
/** Rounds that warm the code paths up before a mix is timed, not counted (a write round is 7 calls). */
const READ_WARM_UP_ROUNDS = 30;
const WRITE_WARM_UP_ROUNDS = 10;
const PROGRESS_BLOCK = 10_000;
/** A bench that keeps failing measures refusals: past this many, it stops. */
const FAILURE_LIMIT = 100;

type Headers = Record<string, string>;
type Method = 'GET' | 'POST';
/** JSON off the wire: the app validated the requests, the bench reads a few fields. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Wire = any;

const failures: Failures = {};
let failed = 0;

const log = (line: string) => process.stdout.write(`[${job.size}] ${line}\n`);

function heapMb(): number {
  // Twice: what the first pass only finalised, the second frees.
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

const samplesOf = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, [] as number[]])) as Record<K, number[]>;

const distributions = <K extends string>(samples: Record<K, number[]>) =>
  Object.fromEntries(
    Object.entries<number[]>(samples).map(([key, values]) => [key, distribution(values)]),
  ) as Record<K, Distribution>;

const generating = performance.now();
const world = generateWorld({ seed: BENCH_SEED, size: job.size, now: BENCH_NOW });
const generateMs = performance.now() - generating;
const building = performance.now();
const app = await buildApp({
  seed: BENCH_SEED,
  size: job.size,
  now: BENCH_NOW,
  world,
  logger: false,
});
await app.ready();
const buildMs = performance.now() - building;

interface Timed {
  ok: boolean;
  ms: number;
  response: LightMyRequestResponse;
}

/** One call, timed; a non-2xx answer is counted under `label` (the first one kept to print). */
async function call(
  label: string,
  method: Method,
  url: string,
  headers: Headers,
  body?: unknown,
): Promise<Timed> {
  const started = performance.now();
  const response = await app.inject({
    method,
    url,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  const ms = performance.now() - started;
  const ok = response.statusCode >= 200 && response.statusCode < 300;
  if (!ok) {
    failed += 1;
    failures[label] ??= {
      count: 0,
      first: `${method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
    };
    failures[label].count += 1;
    if (failed > FAILURE_LIMIT) {
      throw new Error(`more than ${FAILURE_LIMIT} calls failed: ${JSON.stringify(failures)}`);
    }
  }
  return { ok, ms, response };
}

/** The envelope's `response` of a call that must succeed for the bench to go on. */
async function required(
  label: string,
  method: Method,
  url: string,
  headers: Headers,
  body?: unknown,
): Promise<Wire> {
  const { ok, response } = await call(label, method, url, headers, body);
  if (!ok) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { response: Wire }).response;
}

async function signIn(session: string, email: string): Promise<Headers> {
  const headers = { 'x-mock-session': session };
  const answer = await required('POST /api/auth', 'POST', '/api/auth', headers, {
    email,
    password: DEFAULT_PASSWORD,
    stayLoggedIn: false,
  });
  return { ...headers, api_key: `Bearer ${answer.token.value as string}` };
}

// The first request opens the default session and builds what the catalogue shares.
const firstRequest = await call('GET /api/coupon', 'GET', '/api/coupon', {});
if (!firstRequest.ok)
  throw new Error(`GET /api/coupon answered ${firstRequest.response.statusCode}`);
const detailSeq = (firstRequest.response.json() as { response: { seq: number }[] }).response[0]
  ?.seq;
if (detailSeq === undefined) throw new Error('GET /api/coupon listed no coupon');
const bootHeapMb = heapMb();
log(
  `generated ${(generateMs / 1000).toFixed(1)} s, app built ${buildMs.toFixed(0)} ms, ` +
    `first request ${firstRequest.ms.toFixed(0)} ms, heap ${bootHeapMb.toFixed(0)} MB`,
);

const READ_URLS: Record<ReadRoute, string> = {
  'post list': '/api/coupon',
  'post detail': `/api/coupon/${detailSeq}/view`,
  balances: '/api/cp',
  orders: '/api/order/list',
};

// What a new session's first calls share with every session (built once, in the default session)
// is warmed here, so that the sessions measured next are charged only for what is theirs.
await required('warm-up', 'GET', READ_URLS['post detail'], {});
await required('warm-up', 'GET', '/api/cp', await signIn('default', BUYER));

async function newSessions(): Promise<SizeResult['newSession']> {
  const ids = Array.from({ length: job.newSessions }, (_, i) => `scale-new-${i + 1}`);
  const detail: number[] = [];
  const signInMs: number[] = [];
  const balances: number[] = [];
  const before = heapMb();
  for (const id of ids) {
    detail.push(
      (await call('new session: detail', 'GET', READ_URLS['post detail'], { 'x-mock-session': id }))
        .ms,
    );
  }
  const afterRead = heapMb();
  for (const id of ids) {
    const started = performance.now();
    const headers = await signIn(id, BUYER);
    signInMs.push(performance.now() - started);
    balances.push((await call('new session: GET /api/cp', 'GET', '/api/cp', headers)).ms);
  }
  const afterSignIn = heapMb();
  return {
    sessions: ids.length,
    detailMs: distribution(detail),
    signInMs: distribution(signInMs),
    balancesMs: distribution(balances),
    readMbPerSession: (afterRead - before) / ids.length,
    signedInMbPerSession: (afterSignIn - before) / ids.length,
  };
}

/** The read mix, its routes interleaved so that a busy spell of the machine weighs on all alike. */
async function readMix(headers: Headers, rounds: number): Promise<Record<ReadRoute, Distribution>> {
  const samples = samplesOf(READ_ROUTES);
  for (let round = -READ_WARM_UP_ROUNDS; round < rounds; round += 1) {
    for (const route of READ_ROUTES) {
      const { ms } = await call(`GET ${READ_URLS[route]}`, 'GET', READ_URLS[route], headers);
      if (round >= 0) samples[route].push(ms);
    }
  }
  return distributions(samples);
}

/**
 * A buyer and a seller trading in one session. Each round the buyer tops up (the minimum, or more
 * when the balance runs below a purchase's price and fee), the seller lists a coupon (a refunded
 * coupon stays sold, so each purchase needs a new post), the buyer buys it and asks for a refund,
 * and the seller approves every other request and rejects the rest.
 */
class Trader {
  writes = 0;
  private rounds = 0;
  private balance = 0;

  private constructor(
    private readonly session: string,
    readonly buyer: Headers,
    private readonly seller: Headers,
    private readonly categorySeq: number,
  ) {}

  static async open(session: string): Promise<Trader> {
    const buyer = await signIn(session, BUYER);
    const seller = await signIn(session, SELLER);
    const categories = (await required(
      'GET /api/common/category',
      'GET',
      '/api/common/category',
      buyer,
    )) as { seq: number; postType: string; parentSeq: number | null }[];
    const leaf = categories.find(
      (category) =>
        category.postType === 'COUPON' &&
        !categories.some((child) => child.parentSeq === category.seq),
    );
    if (!leaf) throw new Error('the world has no leaf coupon category');
    const trader = new Trader(session, buyer, seller, leaf.seq);
    await trader.syncBalance();
    return trader;
  }

  /** After a refusal, the balance as the server has it rather than as the bench reckoned it. */
  private async syncBalance() {
    this.balance = (await required('GET /api/cp', 'GET', '/api/cp', this.buyer)).emoney;
  }

  private async op(
    op: WriteOp,
    samples: Record<WriteOp, number[]> | null,
    method: Method,
    url: string,
    headers: Headers,
    body?: unknown,
  ): Promise<Wire | undefined> {
    const { ok, ms, response } = await call(op, method, url, headers, body);
    this.writes += 1;
    samples?.[op].push(ms);
    if (!ok) return undefined;
    return (response.json() as { response: Wire }).response;
  }

  /** One round of the write mix; false when a call was refused and the round given up. */
  async round(samples: Record<WriteOp, number[]> | null): Promise<boolean> {
    const n = (this.rounds += 1);
    const done = await this.trade(n, samples);
    if (!done) await this.syncBalance();
    return done;
  }

  private async trade(n: number, samples: Record<WriteOp, number[]> | null): Promise<boolean> {
    const control = { 'x-mock-session': this.session };
    const amount = Math.max(
      TOP_UP_MIN_KRW,
      Math.ceil((BALANCE_FLOOR - this.balance) / 1_000) * 1_000,
    );
    const topUp = await this.op('top-up', samples, 'POST', '/api/cp/cash/charge', this.buyer, {
      amount,
    });
    if (!topUp) return false;
    const received = await this.op(
      'transfer received',
      samples,
      'POST',
      `/__mock/transfers/${topUp.orderId as string}/receive`,
      control,
    );
    if (!received) return false;
    this.balance += received.credited as number;
    const post = await this.op('new post', samples, 'POST', '/api/coupon', this.seller, {
      title: `Scale bench coupon ${n}`,
      categorySeq: this.categorySeq,
      price: PRICE,
      expiresAt: addDays(toDateString(new Date(BENCH_NOW)), 60),
      value: String(n).padStart(12, '0'),
    });
    if (!post) return false;
    const line = await this.op('cart add', samples, 'POST', '/api/cart', this.buyer, {
      type: 'COUPON',
      typeSeq: post.seq,
    });
    if (!line) return false;
    const order = await this.op(
      'checkout',
      samples,
      'POST',
      '/api/order',
      { ...this.buyer, 'idempotency-key': `${this.session}-${n}` },
      { carts: [line.seq], pointsToUse: 0 },
    );
    if (!order) return false;
    this.balance -= order.paidWithEmoney as number;
    const refund = await this.op(
      'refund request',
      samples,
      'POST',
      `/api/order/${order.items[0].seq as number}/refund/request`,
      this.buyer,
      { reason: 'The coupon number was already used' },
    );
    if (!refund) return false;
    const approve = n % 2 === 0;
    const decided = await this.op(
      approve ? 'refund approve' : 'refund reject',
      samples,
      'POST',
      `/api/seller/refund/${approve ? 'approve' : 'reject'}`,
      this.seller,
      approve
        ? { refundSeq: refund.seq }
        : { refundSeq: refund.seq, reason: 'The coupon was valid when sold' },
    );
    if (!decided) return false;
    // Paid with e-money only (no points), so what an approval returns is all e-money.
    if (approve) this.balance += refund.amount as number;
    return true;
  }
}

async function writeMix(trader: Trader, rounds: number): Promise<Record<WriteOp, Distribution>> {
  for (let round = 0; round < WRITE_WARM_UP_ROUNDS; round += 1) await trader.round(null);
  const samples = samplesOf(WRITE_OPS);
  for (let round = 0; round < rounds; round += 1) await trader.round(samples);
  return distributions(samples);
}

/** Many writes into the trader's session, then the mixes again in that session. */
async function history(
  trader: Trader,
  writesBefore: Record<WriteOp, Distribution>,
): Promise<History> {
  const readsBefore = await readMix(trader.buyer, job.reads);
  const heapMbBefore = heapMb();
  log(
    `history: ${job.historyWrites.toLocaleString('en-US')} writes, after ${trader.writes} already`,
  );
  const start = trader.writes;
  const started = performance.now();
  const deadline = started + job.historyMinutes * 60_000;
  const blockRates: number[] = [];
  let blockFrom = 0;
  let blockStarted = started;
  // Each block's slowest ops are printed with its rate: when the writes slow down, they say which.
  let blockSamples = samplesOf(WRITE_OPS);
  let cut = false;
  while (trader.writes - start < job.historyWrites) {
    if (performance.now() > deadline) {
      cut = true;
      break;
    }
    await trader.round(blockSamples);
    const done = trader.writes - start;
    if (done - blockFrom >= PROGRESS_BLOCK) {
      const now = performance.now();
      const rate = ((done - blockFrom) / (now - blockStarted)) * 1000;
      blockRates.push(rate);
      const slowest = Object.entries(distributions(blockSamples))
        .sort(([, a], [, b]) => b.median - a.median)
        .slice(0, 3)
        .map(([op, { median }]) => `${op} ${median.toFixed(1)} ms`);
      log(
        `  writes ${blockFrom.toLocaleString('en-US')}–${done.toLocaleString('en-US')}: ` +
          `${rate.toFixed(0)}/s (slowest medians: ${slowest.join(', ')})`,
      );
      blockFrom = done;
      blockStarted = now;
      blockSamples = samplesOf(WRITE_OPS);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const writes = trader.writes - start;
  const heapMbAfter = heapMb();
  log(
    `history: ${writes} writes in ${seconds.toFixed(1)} s` +
      (cut ? ` (stopped by the ${job.historyMinutes}-minute limit)` : '') +
      `; heap ${heapMbAfter.toFixed(0)} MB`,
  );
  return {
    writes,
    cut,
    seconds,
    blockRates,
    readsBefore,
    writesBefore,
    readsAfter: await readMix(trader.buyer, job.reads),
    writesAfter: await writeMix(trader, job.writeRounds),
    heapMbBefore,
    heapMbAfter,
  };
}

const newSession = await newSessions();
log(
  `new sessions: first detail ${newSession.detailMs.median.toFixed(2)} ms, ` +
    `${newSession.readMbPerSession.toFixed(3)} MB a session`,
);
const reads = await readMix(await signIn('scale-read', BUYER), job.reads);
log('read mix measured');
const trader = await Trader.open('scale-write');
const writes = await writeMix(trader, job.writeRounds);
log('write mix measured');
const result: SizeResult = {
  size: job.size,
  posts: world.subscriptionPosts.length + world.couponPosts.length + world.codePosts.length,
  members: world.users.length,
  boot: { generateMs, buildMs, firstRequestMs: firstRequest.ms, heapMb: bootHeapMb },
  newSession,
  reads,
  writes,
  history: job.historyWrites > 0 ? await history(trader, writes) : null,
  failures,
};
send(result, () => process.exit(0));
