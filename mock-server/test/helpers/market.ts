/**
 * Helpers for the cart, order and wallet tests: one app per file, members and posts added to a
 * session's world the way the generator makes them, sign-in tokens issued as the sign-in handler
 * issues them, and a small typed caller over `app.inject`.
 */
import type { PostType } from '@market/domain';
import {
  type CodePostRecord,
  type CouponPostRecord,
  type SubscriptionPostRecord,
  type UserRecord,
  type World,
  buildCodePost,
  buildCouponPost,
  buildSeller,
  buildSubscriptionPost,
  buildUser,
  walletBalance,
} from '@market/world';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { issueToken } from '../../src/auth/tokens';
import { credit, receive } from '../../src/services/ledger';
import { buildTestApp } from './build';

function sharedServer(listen: boolean) {
  let app: FastifyInstance | undefined;
  let baseUrl: string | undefined;
  beforeAll(async () => {
    app = await buildTestApp();
    if (listen) baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    else await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    app: () => {
      if (!app) throw new Error('the app is built in beforeAll');
      return app;
    },
    baseUrl: () => {
      if (!baseUrl) throw new Error('the app listens from beforeAll');
      return baseUrl;
    },
  };
}

/** Builds the app once for a file (or describe) and closes it after; sessions keep tests apart. */
export const sharedApp = (): (() => FastifyInstance) => sharedServer(false).app;

/**
 * The same on a real port of this machine, for what `app.inject` cannot do: websockets, and
 * requests that truly race. `baseUrl()` answers `http://127.0.0.1:<port>`.
 */
export const sharedListeningApp = () => sharedServer(true);

/**
 * What the helpers that write a session's world need of a host: its store. The Fastify app has it
 * (`app.store`), and so has the browser entry's mock (test/money-model/transport.ts).
 */
export type StoreHost = Pick<FastifyInstance, 'store'>;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A signed-in caller in one session. */
export interface Actor {
  seq: number;
  session: string;
  /** The bearer token's value, for what does not send headers (the chat socket's auth message). */
  token: string;
  headers: Record<string, string>;
}

export const worldOf = (app: StoreHost, session: string): World => app.store.session(session).world;

/**
 * Writes the session's world as a service does, in a transaction: the records it shares with the
 * seed cannot be written otherwise (store/session-world.ts), and the indexes see the change.
 */
export const writeWorld = <T>(app: StoreHost, session: string, work: (world: World) => T): T =>
  app.store.session(session).transact((world): unknown => work(world)) as T;

/** Signs a user of the session's world in, as `POST /api/auth` would. */
export function actor(app: StoreHost, session: string, userSeq: number): Actor {
  const token = issueToken(app.store.session(session), userSeq, false);
  return {
    seq: userSeq,
    session,
    token: token.value,
    headers: { 'x-mock-session': session, api_key: `Bearer ${token.value}` },
  };
}

/** A seeded account of the session, signed in. */
export function seeded(app: StoreHost, session: string, email: string): Actor {
  const user = worldOf(app, session).users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`the seed world has no ${email}`);
  return actor(app, session, user.seq);
}

export interface NewMember {
  verified?: boolean;
  seller?: boolean;
  emoney?: number;
  points?: number;
}

/** Adds a member to the session's world, funds their wallets through the ledger, signs them in. */
export function addMember(app: StoreHost, session: string, spec: NewMember = {}): Actor {
  const { clock, transact } = app.store.session(session);
  const now = clock.now();
  const seq = transact((world) => {
    // The seq the builder hands out next, which the test member's names carry.
    const seq = world.ids.users;
    const fields: Partial<UserRecord> = {
      email: `member${seq}@test.example`,
      nickname: `member${seq}`,
      referralCode: `TEST${seq}`,
      verified: spec.verified ?? true,
      realName: spec.verified === false ? null : 'Test Member',
      createdAt: now - 86_400_000,
    };
    (spec.seller ? buildSeller : buildUser)(world, fields);
    // E-money arrives as a bank transfer would; points are the marketplace's gift.
    const funding = { userSeq: seq, reason: 'TOP_UP', ref: 'test-funding', at: now } as const;
    receive(world, { ...funding, wallet: 'EMONEY', amount: spec.emoney ?? 0 });
    credit(world, {
      ...funding,
      wallet: 'POINTS',
      reason: 'PROMOTION_CODE',
      amount: spec.points ?? 0,
    });
    return seq;
  });
  return actor(app, session, seq);
}

type PostOf<T extends PostType> = T extends 'SUBSCRIPTION'
  ? SubscriptionPostRecord
  : T extends 'COUPON'
    ? CouponPostRecord
    : CodePostRecord;

/** Adds a post of a seller to the session's world, filed under a category of its type. */
export function addPost<T extends PostType>(
  app: StoreHost,
  session: string,
  type: T,
  sellerSeq: number,
  overrides: Partial<PostOf<T>> = {},
): PostOf<T> {
  const { clock, transact } = app.store.session(session);
  const now = clock.now();
  return transact((world): unknown => {
    const category = world.categories.find((candidate) => candidate.postType === type);
    if (!category) throw new Error(`the world has no ${type} category`);
    const base = { sellerSeq, categorySeq: category.seq, createdAt: now, updatedAt: now };
    const build = {
      SUBSCRIPTION: buildSubscriptionPost,
      COUPON: buildCouponPost,
      CODE: buildCodePost,
    }[type] as (world: World, fields: object) => PostOf<T>;
    return build(world, { ...base, ...overrides });
  }) as PostOf<T>;
}

/**
 * JSON off the wire. The server validated it against the contract on the way out
 * (`validateResponses`), so tests read its fields without declaring them again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Wire = any;

export interface Answer<T = Wire> {
  status: number;
  body: {
    success: boolean;
    response: T;
    /** `{code, message}` on failures, null otherwise. */
    error: Wire;
    pagination: Wire;
  };
}

/** Calls the app as a signed-in member (or with the given headers) and parses the envelope. */
export async function call<T = Wire>(
  app: FastifyInstance,
  who: Actor | Record<string, string>,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<Answer<T>> {
  const headers = 'headers' in who ? (who.headers as Record<string, string>) : who;
  const res = await app.inject({
    method,
    url,
    headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  return { status: res.statusCode, body: res.json() };
}

/** Session ids `name-1`, `name-2`...: each call a fresh world, named after the file that asks. */
export function sessionNamer(name: string): () => string {
  let sessions = 0;
  return () => `${name}-${(sessions += 1)}`;
}

/** Who a call is made as: a signed-in actor, or headers of one's own. */
export type Caller = Actor | Record<string, string>;

/**
 * What a file of market tests starts with: one app, fresh sessions named after the file (so a
 * failure names its file), calls by method, and a seller and a funded buyer in a session of their own.
 */
export function marketTest(name: string) {
  const app = sharedApp();
  const newSession = sessionNamer(name);
  const send =
    (method: 'POST' | 'PUT' | 'DELETE') =>
    <T = Wire>(who: Caller, url: string, body?: unknown) =>
      call<T>(app(), who, method, url, body);
  return {
    app,
    newSession,
    get: <T = Wire>(who: Caller, url: string) => call<T>(app(), who, 'GET', url),
    post: send('POST'),
    put: send('PUT'),
    del: send('DELETE'),
    /**
     * A new session with a seller of its own (the seeded sellers' open sales confirm themselves as
     * the clock moves) and a buyer with `buyerFunds`, added in that order.
     */
    sellerAndBuyer(buyerFunds: NewMember, sellerSpec: NewMember = {}) {
      const session = newSession();
      const seller = addMember(app(), session, { ...sellerSpec, seller: true });
      const buyer = addMember(app(), session, buyerFunds);
      return { session, seller, buyer, world: worldOf(app(), session) };
    },
  };
}

/** The test world's fee on every order (`GET /api/common/fee/order`). */
export const ORDER_FEE = 200;

/** A user's balances as the ledger sums them. */
export const ledgerBalances = (world: World, userSeq: number) => ({
  emoney: walletBalance(world, userSeq, 'EMONEY'),
  points: walletBalance(world, userSeq, 'POINTS'),
});
