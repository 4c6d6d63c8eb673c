/**
 * The authorization matrix over the whole contract: anonymous, the owning buyer, another buyer, the
 * owning seller, another seller and the administrator.
 *
 * 1. From route metadata alone (`listRoutes`), so a route added later is covered: every private
 *    route answers a visitor 401, every seller route a member 403 SELLER_ONLY, every admin route a
 *    non-administrator 403 ADMIN_ONLY; public routes never ask for a token.
 * 2. A table of every route that names a user-owned resource by id: the id is found through the
 *    owner's list routes in a fresh session; every other account is refused (404 NOT_FOUND, not
 *    403, so ids cannot be probed; 403 by role where the route's level excludes the account) and the
 *    world stays as it was; then the owner succeeds. A test fails when a private route naming an id
 *    is neither in the table nor listed as not user-owned.
 * 3. Lists of owned data never show one account's records to another.
 */
import {
  type ListedRoute,
  bodySchemaOf,
  contract,
  isPrivate,
  listRoutes,
  objectShape,
} from '@market/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ZodTypeAny } from 'zod';
import {
  ACCOUNTS,
  type Account,
  LEVEL,
  type SignedIn,
  signInAccounts,
  signInMember,
} from './helpers/matrix-accounts';
import { TEST_NOW } from './helpers/build';
import { sessionNamer, sharedApp } from './helpers/market';
import { type RawAnswer, pathOf, send, successStatusOf } from './helpers/raw-request';
import { changedParts, snapshotWorld } from './helpers/world-snapshot';
import { sampleUrlText } from './helpers/zod-sample';

const app = sharedApp();
const routes = new Map(listRoutes(contract).map((listed) => [listed.key, listed]));

const freshSession = sessionNamer('authorization-matrix');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire values, validated by the server
type Wire = any;

/** What a case's finder works with: the session's accounts and their GETs. */
interface Finder {
  as: Record<Account, SignedIn>;
  /** `response` of a GET by the account, which must succeed. */
  get(account: Account, url: string): Promise<Wire>;
}

interface Found {
  params?: Record<string, string | number>;
  body?: unknown;
  /** Owner outside the five accounts (a party member found through the founder's list). */
  ownerSeq?: number;
  /** Users entitled to the resource besides its owner (the other side of a chat room). */
  sharedWith?: number[];
}

interface MatrixCase {
  /** The contract route, `resource.route`. */
  route: string;
  /** Whose resource it is. */
  owner: Account | 'party member';
  /** How the id is found, for the reader; `find` does it. */
  finds: string;
  find: (f: Finder) => Promise<Found>;
  /** The refusal of an account the route's level admits; default 404 NOT_FOUND. */
  refusal?: { status: number; code: string };
  /** False when the owner's successful call legitimately writes nothing. */
  ownerWrites?: false;
}

/** The first item satisfying `test`, or a failure naming what was looked for. */
function first(items: Wire[], what: string, test: (item: Wire) => boolean = () => true): Wire {
  const found = items.find(test);
  if (found === undefined) throw new Error(`found no ${what}`);
  return found;
}

const PURCHASE_LISTS = ['/api/order/code', '/api/order/coupon', '/api/order/subscription'];
async function purchases(f: Finder): Promise<Wire[]> {
  const lists = await Promise.all(PURCHASE_LISTS.map((url) => f.get('buyer', `${url}?size=100`)));
  return lists.flat();
}

async function sellerParties(f: Finder): Promise<Wire[]> {
  return f.get('seller', '/api/seller/subscribe/share/list?size=100');
}

/** A member of one of seller@'s parties, with the party and its other members. */
async function partyMember(f: Finder, what: string, test: (member: Wire) => boolean) {
  for (const party of await sellerParties(f)) {
    const members: Wire[] = await f.get(
      'seller',
      `/api/seller/subscribe/share/${party.seq}/member`,
    );
    const member = members.find(test);
    if (member) {
      const others = members.filter((m) => m.seq !== member.seq).map((m) => m.member.seq as number);
      return { party, member, others };
    }
  }
  throw new Error(`found no ${what}`);
}

/** One of buyer@'s personal rooms (optionally an open one), with everyone entitled to it. */
async function personalRoom(f: Finder, open = false) {
  const rooms: Wire[] = await f.get('buyer', '/api/rooms');
  const room = first(
    rooms,
    'personal room',
    (r) => r.roomType === 'PERSONAL' && !(open && r.closed),
  );
  return { room, sharedWith: room.members.map((member: Wire) => member.seq as number) };
}

async function buyerComment(f: Finder) {
  const comments: Wire[] = await f.get('seller', '/api/seller/comment/list?size=100');
  return first(comments, "buyer@'s comment", (c) => c.author.seq === f.as.buyer.seq);
}

/** A sold code or coupon of seller@ whose purchase is paid and not yet confirmed. */
async function paidSale(f: Finder, kind: 'code' | 'coupon') {
  const sold: Wire[] = await f.get('seller', `/api/seller/${kind}/list?status=sold&size=100`);
  for (const post of sold) {
    const buyer = await f.get('seller', `/api/seller/${kind}/${post.seq}/buyer/info`);
    if (buyer.status === 'PAID') return post;
  }
  throw new Error(`found no paid, unconfirmed ${kind} sale`);
}

/** The test world's date in Seoul, where dates of posts and parties are. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(TEST_NOW);
/** A code or coupon of seller@ on sale now. */
async function onSale(
  f: Finder,
  kind: 'code' | 'coupon',
  test: (post: Wire) => boolean = () => true,
) {
  const posts: Wire[] = await f.get('seller', `/api/seller/${kind}/list?status=on_sale&size=100`);
  return first(posts, `${kind} on sale`, (p) => p.expiresAt >= today && test(p));
}

function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** The body that edits a code or coupon as it is, with a new title. */
const productEdit = (post: Wire) => ({
  title: 'Edited by its seller',
  categorySeq: post.categorySeq,
  price: post.price,
  expiresAt: post.expiresAt,
  value: 'EDITED-0001',
});

/** A case whose id is in the first item (matching `test`) of a list: the usual way to find one. */
interface InListCase extends Omit<MatrixCase, 'owner' | 'finds' | 'find'> {
  owner: Account;
  /** The URL of the list, which `from` (default: the owner) GETs. */
  list: string;
  from?: Account;
  /** What is looked for in the list (`unanswered review`), named when it is not there. */
  item: string;
  test?: (item: Wire) => boolean;
  /** The call made with the item found: its path parameters and body. */
  request: (item: Wire) => Found;
  /** Default: `an <item> in GET <list>`. */
  finds?: string;
}

function inList({ list, from, item, test, request, finds, ...rest }: InListCase): MatrixCase {
  const article = /^[aeiou]/.test(item) ? 'an' : 'a';
  return {
    ...rest,
    finds: finds ?? `${article} ${item} in GET ${list.replace(/[?&]size=100$/, '')}`,
    find: async (f) => request(first(await f.get(from ?? rest.owner, list), item, test)),
  };
}

const SELLER_PARTIES = '/api/seller/subscribe/share/list?size=100';
const bySeqParam = (item: Wire): Found => ({ params: { seq: item.seq } });

/** Every route that names a user-owned resource by id. */
const MATRIX: MatrixCase[] = [
  // The buyer's orders and purchases
  inList({
    route: 'orders.getOrder',
    owner: 'buyer',
    finds: 'the latest order in GET /api/order/list',
    list: '/api/order/list',
    item: 'order',
    request: (order) => ({ params: { id: order.id } }),
  }),
  inList({
    route: 'orders.checkTransfer',
    owner: 'buyer',
    list: '/api/order/list?type=emoney',
    item: 'e-money top-up',
    request: (order) => ({ params: { id: order.id } }),
  }),
  inList({
    route: 'orders.confirmOrder',
    owner: 'buyer',
    list: '/api/order/list?size=100',
    item: 'paid, unconfirmed purchase order',
    test: (o) => o.status === 'PAID' && o.kind !== 'EMONEY',
    request: (order) => ({ params: { orderId: order.id } }),
  }),
  ...(['code', 'coupon'] as const).map((kind) =>
    inList({
      route: `orders.get${kind === 'code' ? 'Code' : 'Coupon'}Order`,
      owner: 'buyer',
      list: `/api/order/${kind}`,
      item: `purchased ${kind}`,
      request: bySeqParam,
    }),
  ),
  inList({
    route: 'orders.getSubscriptionOrder',
    owner: 'buyer',
    list: '/api/order/subscription',
    item: 'party seat',
    request: bySeqParam,
  }),
  inList({
    route: 'orders.previewSubscriptionCancel',
    owner: 'buyer',
    list: '/api/order/subscription',
    item: 'party seat',
    request: (seat) => ({ params: { productId: seat.seq } }),
  }),
  {
    route: 'orders.writeReview',
    owner: 'buyer',
    finds: 'an unreviewed, paid purchase in the purchase lists',
    find: async (f) => {
      const item = first(
        await purchases(f),
        'unreviewed purchase',
        (p) => !p.reviewed && p.refundStatus === null && ['PAID', 'CONFIRMED'].includes(p.status),
      );
      return { params: { productId: item.seq }, body: { like: true, review: 'As described' } };
    },
  },
  {
    route: 'orders.getReview',
    owner: 'buyer',
    finds: 'a reviewed purchase in the purchase lists',
    find: async (f) => ({
      params: { productId: first(await purchases(f), 'reviewed purchase', (p) => p.reviewed).seq },
    }),
  },
  {
    route: 'orders.requestRefund',
    owner: 'buyer',
    finds: 'a paid, unconfirmed purchase without a refund in the purchase lists',
    find: async (f) => {
      const item = first(
        await purchases(f),
        'refundable purchase',
        (p) => p.status === 'PAID' && p.refundStatus === null && p.memberStatus === undefined,
      );
      return { params: { productId: item.seq }, body: { reason: 'Changed my mind' } };
    },
  },
  // The buyer's cart lines
  inList({
    route: 'cart.deleteCartItems',
    owner: 'buyer',
    list: '/api/cart',
    item: 'line',
    request: (line) => ({ body: { seqList: [line.seq] } }),
  }),
  inList({
    route: 'orders.createOrder',
    owner: 'buyer',
    list: '/api/cart',
    item: 'buyable line',
    test: (l) => l.buyable,
    request: (line) => ({ body: { carts: [line.seq], pointsToUse: 0 } }),
  }),
  // The buyer's chat rooms: to a stranger they do not exist (404, decision 025)
  {
    route: 'chat.listRoomMessages',
    owner: 'buyer',
    finds: 'a personal room in GET /api/rooms, shared with its seller',
    find: async (f) => {
      const { room, sharedWith } = await personalRoom(f);
      return { params: { id: room.roomId }, sharedWith };
    },
  },
  {
    route: 'chat.sendMessage',
    owner: 'buyer',
    finds: 'an open personal room in GET /api/rooms',
    find: async (f) => {
      const { room, sharedWith } = await personalRoom(f, true);
      return {
        params: { id: room.roomId },
        body: { message: 'Is it still valid?' },
        sharedWith,
      };
    },
  },
  {
    route: 'chat.sendImages',
    owner: 'buyer',
    finds: 'an open personal room in GET /api/rooms',
    find: async (f) => {
      const { room, sharedWith } = await personalRoom(f, true);
      return {
        params: { id: room.roomId },
        body: { images: ['https://example.com/receipt.png'] },
        sharedWith,
      };
    },
  },
  {
    route: 'chat.openRoom',
    owner: 'buyer',
    finds: 'the post of a personal room in GET /api/rooms (opening it again returns it)',
    ownerWrites: false,
    // Opening names a post, not a room: someone with no part in it is refused 403.
    refusal: { status: 403, code: 'NOT_ROOM_MEMBER' },
    find: async (f) => {
      const { room, sharedWith } = await personalRoom(f);
      return {
        body: { roomType: 'PERSONAL', type: room.type, typeSeq: room.typeSeq },
        sharedWith,
      };
    },
  },
  // The buyer's comments
  {
    route: 'community.editComment',
    owner: 'buyer',
    finds: "buyer@'s comment in seller@'s GET /api/seller/comment/list",
    find: async (f) => ({
      params: { seq: (await buyerComment(f)).seq },
      body: { content: 'Edited' },
    }),
  },
  {
    route: 'community.deleteComment',
    owner: 'buyer',
    finds: "buyer@'s comment in seller@'s GET /api/seller/comment/list",
    find: async (f) => ({ params: { seq: (await buyerComment(f)).seq } }),
  },
  // A party member's answers to the founder
  {
    route: 'sellerPosts.rejectMembership',
    owner: 'party member',
    finds: "a member asked to join a renewal, in seller@'s party members (declines it)",
    find: async (f) => {
      const { party, member, others } = await partyMember(
        f,
        'renewal request',
        (m) => m.pendingRequest?.kind === 'RENEWAL',
      );
      return {
        params: { postSeq: party.seq },
        body: {},
        ownerSeq: member.member.seq,
        sharedWith: others,
      };
    },
  },
  {
    route: 'sellerPosts.answerRemovalRequest',
    owner: 'party member',
    finds: "a member asked to leave, in seller@'s party members (refuses)",
    find: async (f) => {
      const { party, member, others } = await partyMember(
        f,
        'removal request',
        (m) => m.pendingRequest?.kind === 'REMOVAL',
      );
      return {
        params: { postSeq: party.seq },
        body: { agree: false },
        ownerSeq: member.member.seq,
        sharedWith: others,
      };
    },
  },
  // The seller's parties and their members
  ...['sellerPosts.getSellerSubscriptionPost', 'sellerPosts.listPartyMembers'].map((route) =>
    inList({ route, owner: 'seller', list: SELLER_PARTIES, item: 'party', request: bySeqParam }),
  ),
  {
    route: 'sellerPosts.editSubscriptionPost',
    owner: 'seller',
    finds: 'a recruiting party without members that starts later (edited as it is)',
    find: async (f) => {
      const party = first(
        await sellerParties(f),
        'party to edit',
        (p) => p.status === 'SUB_ON_SALE' && p.memberCount === 0 && p.subscriptionStartsAt > today,
      );
      const view = await f.get('seller', `/api/seller/subscribe/share/${party.seq}/view`);
      const { categorySeq, price, subscriptionStartsAt, subscriptionEndsAt } = view;
      const { priceBaseDuration, memberLimit, accountInfo, sharingType, productId } = view;
      return {
        params: { seq: party.seq },
        body: {
          title: 'Edited party',
          ...{ categorySeq, price, subscriptionStartsAt, subscriptionEndsAt },
          ...{ priceBaseDuration, memberLimit, accountInfo, sharingType, productId },
        },
      };
    },
  },
  {
    route: 'sellerPosts.renewSubscriptionPost',
    owner: 'seller',
    finds: 'an expiring party not yet renewed (renewed for the next three months)',
    find: async (f) => {
      const party = first(
        await sellerParties(f),
        'expiring party',
        (p) => p.status === 'EXTENDABLE' && p.renewedPostSeq === null,
      );
      const view = await f.get('seller', `/api/seller/subscribe/share/${party.seq}/view`);
      const start = addDays(view.subscriptionEndsAt, 1);
      return {
        params: { seq: party.seq },
        body: {
          subscriptionStartsAt: start,
          subscriptionEndsAt: addDays(start, 90),
          price: view.price,
          priceBaseDuration: view.priceBaseDuration,
          memberLimit: view.memberLimit,
          accountInfo: view.accountInfo,
        },
      };
    },
  },
  inList({
    route: 'sellerPosts.closeRecruitment',
    owner: 'seller',
    list: SELLER_PARTIES,
    item: 'recruiting party',
    test: (p) => p.status === 'SUB_ON_SALE',
    request: bySeqParam,
  }),
  inList({
    route: 'sellerPosts.endSharing',
    owner: 'seller',
    finds: 'a recruiting party that has started',
    list: SELLER_PARTIES,
    item: 'running party',
    test: (p) => p.status === 'SUB_ON_SALE' && p.subscriptionStartsAt <= today,
    request: (party) => ({
      params: { seq: party.seq },
      body: { reason: 'The service closed the plan' },
    }),
  }),
  inList({
    route: 'seller.terminateSubscription',
    owner: 'admin',
    finds: 'a recruiting party of seller@ (the founder is refused: administrators only)',
    list: SELLER_PARTIES,
    from: 'seller',
    item: 'recruiting party',
    test: (p) => p.status === 'SUB_ON_SALE',
    request: (party) => ({
      params: { seq: party.seq },
      body: { reason: 'Reported as fraudulent' },
    }),
  }),
  {
    route: 'sellerPosts.removePartyMember',
    owner: 'seller',
    finds: 'an active member with no request waiting, in a recruiting party',
    find: async (f) => {
      const { party, member } = await partyMember(
        f,
        'removable member',
        (m) => m.status === 'ACTIVE' && m.pendingRequest === null,
      );
      return { body: { postSeq: party.seq, memberSeq: member.seq, reason: 'Shared the password' } };
    },
  },
  {
    route: 'sellerPosts.approveMembership',
    owner: 'seller',
    finds: "a member awaiting approval, in seller@'s party members",
    find: async (f) => {
      const { party, member } = await partyMember(
        f,
        'pending member',
        (m) => m.status === 'PENDING',
      );
      return { params: { postSeq: party.seq }, body: { memberSeq: member.seq } };
    },
  },
  // The seller's codes and coupons
  ...(['code', 'coupon'] as const).flatMap((kind): MatrixCase[] => {
    const Kind = kind === 'code' ? 'Code' : 'Coupon';
    const list = `GET /api/seller/${kind}/list`;
    return [
      inList({
        route: `sellerPosts.getSeller${Kind}Post`,
        owner: 'seller',
        list: `/api/seller/${kind}/list`,
        item: kind,
        request: bySeqParam,
      }),
      inList({
        route: `sellerPosts.get${Kind}Buyer`,
        owner: 'seller',
        list: `/api/seller/${kind}/list?status=sold`,
        item: `sold ${kind}`,
        request: bySeqParam,
      }),
      {
        route: `sellerPosts.edit${Kind}Post`,
        owner: 'seller',
        finds: `a ${kind} on sale in ${list}?status=on_sale (edited as it is)`,
        find: async (f) => {
          const post = await onSale(f, kind);
          return { params: { seq: post.seq }, body: productEdit(post) };
        },
      },
      {
        route: `sellerPosts.cancel${Kind}Sale`,
        owner: 'seller',
        finds: `a sold ${kind} whose purchase is paid and unconfirmed (its buyer info)`,
        find: async (f) => ({
          params: { postSeq: (await paidSale(f, kind)).seq },
          body: { responsibility: 'SELLER', reason: 'Out of stock' },
        }),
      },
    ];
  }),
  {
    route: 'seller.usePick',
    owner: 'seller',
    finds: 'a coupon on sale, not picked yet',
    find: async (f) => ({
      body: { type: 'COUPON', typeSeq: (await onSale(f, 'coupon', (p) => !p.picked)).seq },
    }),
  },
  {
    route: 'seller.useUp',
    owner: 'seller',
    finds: 'a coupon on sale',
    find: async (f) => ({ body: { type: 'COUPON', typeSeq: (await onSale(f, 'coupon')).seq } }),
  },
  // The seller's reviews and refunds
  inList({
    route: 'seller.getSellerReview',
    owner: 'seller',
    list: '/api/seller/review/list',
    item: 'review',
    request: bySeqParam,
  }),
  inList({
    route: 'seller.answerReview',
    owner: 'seller',
    list: '/api/seller/review/list?size=100',
    item: 'unanswered review',
    test: (r) => r.answer === null,
    request: (review) => ({
      params: { seq: review.seq },
      body: { answer: 'Thank you for the review' },
    }),
  }),
  ...[
    { route: 'seller.editReviewAnswer', body: { answer: 'Edited answer' } },
    { route: 'seller.deleteReviewAnswer', body: undefined },
  ].map(({ route, body }) =>
    inList({
      route,
      owner: 'seller',
      finds: 'the answer of an answered review in GET /api/seller/review/list',
      list: '/api/seller/review/list?size=100',
      item: 'answered review',
      test: (r) => r.answer !== null,
      request: (review) => ({ params: { seq: review.answer.seq }, ...(body && { body }) }),
    }),
  ),
  ...[
    { route: 'seller.approveRefund', reason: {} },
    { route: 'seller.rejectRefund', reason: { reason: 'The code was already used' } },
  ].map(({ route, reason }) =>
    inList({
      route,
      owner: 'seller',
      list: '/api/seller/refund/list?status=REQUESTED',
      item: 'request',
      request: (refund) => ({ body: { refundSeq: refund.seq, ...reason } }),
    }),
  ),
  // The seller's blocks and replies
  inList({
    route: 'seller.unblockMember',
    owner: 'seller',
    list: '/api/seller/block/list',
    item: 'member',
    request: (block) => ({ body: { userSeq: block.userSeq } }),
  }),
  inList({
    route: 'community.createReply',
    owner: 'seller',
    list: '/api/seller/comment/list?size=100',
    item: 'unanswered comment',
    test: (c) => c.reply === null,
    request: (comment) => ({
      params: { seq: comment.seq },
      body: { content: 'Thanks for asking' },
    }),
  }),
  ...[
    { route: 'community.editReply', body: { content: 'Edited reply' } },
    { route: 'community.deleteReply', body: undefined },
  ].map(({ route, body }) =>
    inList({
      route,
      owner: 'seller',
      list: '/api/seller/comment/list?size=100',
      item: 'answered comment',
      test: (c) => c.reply !== null,
      request: (comment) => ({ params: { seq: comment.seq }, ...(body && { body }) }),
    }),
  ),
];
/**
 * Private routes that name something by id that is not a user's own: shared content, public posts,
 * any member. Each needs a reason, so that a new id-naming route is a decision, not an omission.
 */
const NOT_USER_OWNED: Record<string, string> = {
  'seller.getSellerNotice': 'notices addressed to every seller',
  'seller.getSellerGuide': 'guides for every seller',
  'cart.addToCart': 'names a public post',
  'community.createComment': 'names a public post',
  'seller.blockMember': "names any member; the block is the caller's own",
};

/** Fields of a body that name a record by id. */
const ID_FIELDS = [
  'seq',
  'userSeq',
  'memberSeq',
  'postSeq',
  'refundSeq',
  'typeSeq',
  'seqList',
  'carts',
];

function namesAnId(listed: ListedRoute): boolean {
  if ((listed.route as { pathParams?: ZodTypeAny }).pathParams) return true;
  const schema = bodySchemaOf(listed.route);
  const body = schema ? objectShape(schema) : null;
  return Object.keys(body ?? {}).some((field) => ID_FIELDS.includes(field));
}

/** The refusal an account gets from the route's level alone, before any ownership check. */
function levelRefusal(listed: ListedRoute, account: Account) {
  const level = LEVEL[account];
  if (listed.meta.auth === 'admin' && level !== 'admin') return { status: 403, code: 'ADMIN_ONLY' };
  if (listed.meta.auth === 'seller' && level === 'member')
    return { status: 403, code: 'SELLER_ONLY' };
  return undefined;
}

/** Sample path values so any route can be called before its authorization is looked at. */
function samplePath(listed: ListedRoute): string {
  const schema = (listed.route as { pathParams?: ZodTypeAny }).pathParams;
  const shape = schema ? (objectShape(schema) ?? {}) : {};
  return pathOf(
    listed.route,
    Object.fromEntries(Object.entries(shape).map(([name, s]) => [name, sampleUrlText(s)])),
  );
}

const outcome = (answer: RawAnswer) => ({ status: answer.status, code: answer.code });

describe('every route, by its metadata', () => {
  const session = freshSession();
  let as: Record<Account, SignedIn>;
  beforeAll(async () => {
    as = await signInAccounts(app(), session);
  });
  const all = [...routes.values()];
  const call = (listed: ListedRoute, headers: Record<string, string>) =>
    send(app(), { method: listed.route.method, url: samplePath(listed), headers });

  it('answers a visitor, or an unknown token, 401 on every private route, changing nothing', async () => {
    const before = snapshotWorld(app(), session);
    const privateRoutes = all.filter((listed) => isPrivate(listed.meta));
    expect(privateRoutes.length).toBeGreaterThan(90);
    for (const listed of privateRoutes) {
      for (const headers of [{}, { api_key: 'Bearer not-a-token' }] as Array<
        Record<string, string>
      >) {
        const answer = await call(listed, { 'x-mock-session': session, ...headers });
        expect(outcome(answer), listed.key).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
      }
    }
    expect(changedParts(before, snapshotWorld(app(), session))).toEqual([]);
  });

  it('answers members 403 SELLER_ONLY and non-administrators 403 ADMIN_ONLY, changing nothing', async () => {
    const before = snapshotWorld(app(), session);
    const ranked = all.filter(
      (listed) => listed.meta.auth === 'seller' || listed.meta.auth === 'admin',
    );
    expect(ranked.filter((listed) => listed.meta.auth === 'admin').length).toBeGreaterThan(0);
    for (const listed of ranked) {
      for (const account of ACCOUNTS) {
        const refusal = levelRefusal(listed, account);
        if (!refusal) continue;
        const answer = await call(listed, as[account].headers);
        expect(outcome(answer), `${listed.key} as ${account}`).toEqual(refusal);
      }
    }
    expect(changedParts(before, snapshotWorld(app(), session))).toEqual([]);
  });

  it('never asks a visitor for a token on a public route', async () => {
    const open = all.filter((listed) => !isPrivate(listed.meta) && listed.route.method === 'GET');
    for (const listed of open) {
      const answer = await call(listed, { 'x-mock-session': session });
      expect([401, 403], `${listed.key}: ${answer.status} ${answer.code}`).not.toContain(
        answer.status,
      );
    }
  });
});

describe('user-owned resources named by id', () => {
  it('lists every private route that names an id, in the matrix or as not user-owned', () => {
    const classified = new Set([...MATRIX.map((c) => c.route), ...Object.keys(NOT_USER_OWNED)]);
    for (const key of classified)
      expect(routes.has(key), `${key} is not in the contract`).toBe(true);
    const unclassified = [...routes.values()]
      .filter((listed) => isPrivate(listed.meta) && namesAnId(listed))
      .map((listed) => listed.key)
      .filter((key) => !classified.has(key));
    expect(unclassified).toEqual([]);
  });

  it.each(MATRIX.map((c) => [`${c.route} (${c.owner}: ${c.finds})`, c] as const))(
    '%s',
    async (_, c) => {
      const listed = routes.get(c.route)!;
      expect(isPrivate(listed.meta), `${c.route} is private`).toBe(true);
      const session = freshSession();
      const as = await signInAccounts(app(), session);
      const finder: Finder = {
        as,
        get: async (account, url) => {
          const answer = await send(app(), { method: 'GET', url, headers: as[account].headers });
          expect(answer.status, `GET ${url} as ${account}: ${answer.message}`).toBe(200);
          return answer.response;
        },
      };
      const found = await c.find(finder);
      const owner =
        c.owner === 'party member'
          ? await signInMember(app(), session, found.ownerSeq!)
          : as[c.owner];
      const request = (headers: Record<string, string>) =>
        send(app(), {
          method: listed.route.method,
          url: pathOf(listed.route, found.params),
          headers,
          ...(found.body === undefined ? {} : { payload: JSON.stringify(found.body) }),
        });

      const before = snapshotWorld(app(), session);
      const visitor = await request({ 'x-mock-session': session });
      expect(outcome(visitor), 'a visitor').toEqual({ status: 401, code: 'UNAUTHENTICATED' });
      const entitled = new Set([owner.seq, ...(found.sharedWith ?? [])]);
      const intruders = ACCOUNTS.filter((account) => !entitled.has(as[account].seq));
      expect(intruders.length).toBeGreaterThanOrEqual(3);
      for (const account of intruders) {
        const expected = levelRefusal(listed, account) ??
          c.refusal ?? { status: 404, code: 'NOT_FOUND' };
        const answer = await request(as[account].headers);
        expect(outcome(answer), `${account}: ${answer.message}`).toEqual(expected);
      }
      const afterRefusals = snapshotWorld(app(), session);
      expect(changedParts(before, afterRefusals), 'changed by the refused calls').toEqual([]);

      const mine = await request(owner.headers);
      expect(outcome(mine), `the owner: ${mine.message}`).toEqual({
        status: successStatusOf(listed.route),
        code: undefined,
      });
      if (listed.meta.writes && c.ownerWrites !== false) {
        expect(
          changedParts(afterRefusals, snapshotWorld(app(), session)),
          'the owner wrote',
        ).not.toEqual([]);
      }
    },
  );
});

interface ListCase {
  route: string;
  url: string;
  owner: Account;
  other: Account;
  /** What tells one record from another in the list. */
  key: (item: Wire) => string;
}

const bySeq = (item: Wire) => String(item.seq);
/** A list of the buyer's (or the seller's) own, compared with the other buyer's (or seller's). */
const ownList =
  (owner: 'buyer' | 'seller') =>
  (route: string, url: string, key: ListCase['key'] = bySeq): ListCase => ({
    route,
    url,
    owner,
    other: owner === 'buyer' ? 'otherBuyer' : 'otherSeller',
    key,
  });
const buyers = ownList('buyer');
const sellers = ownList('seller');
const LISTS: ListCase[] = [
  buyers('orders.listOrders', '/api/order/list?size=100', (o) => o.id),
  buyers('orders.listLatestOrders', '/api/order/latest/list', (o) => o.id),
  buyers('orders.listCodeOrders', '/api/order/code?size=100'),
  buyers('orders.listCouponOrders', '/api/order/coupon?size=100'),
  buyers('orders.listSubscriptionOrders', '/api/order/subscription?size=100'),
  buyers('cart.getCart', '/api/cart'),
  buyers('wallet.listEmoneyHistory', '/api/cp/cash?size=100'),
  buyers('wallet.listPointHistory', '/api/cp/point?size=100'),
  buyers('content.listInquiries', '/api/inquiry?size=100'),
  sellers('seller.listSellerReviews', '/api/seller/review/list?size=100'),
  sellers('seller.listRefundRequests', '/api/seller/refund/list?size=100'),
  sellers('seller.listPayouts', '/api/seller/emoney/calc/list?size=100'),
  sellers('seller.listSellerComments', '/api/seller/comment/list?size=100'),
  sellers(
    'seller.listBlockedMembers',
    '/api/seller/block/list?size=100',
    (b) => `${b.userSeq} ${b.blockedAt} ${b.reason}`,
  ),
  sellers('sellerPosts.listSellerCodePosts', '/api/seller/code/list?size=100'),
  sellers('sellerPosts.listSellerCouponPosts', '/api/seller/coupon/list?size=100'),
  sellers('sellerPosts.listSellerSubscriptionPosts', '/api/seller/subscribe/share/list?size=100'),
];

describe('lists of owned data', () => {
  const session = freshSession();
  let as: Record<Account, SignedIn>;
  beforeAll(async () => {
    as = await signInAccounts(app(), session);
  });

  it.each(LISTS.map((l) => [`${l.route}: ${l.owner} and ${l.other}`, l] as const))(
    '%s share no record',
    async (_, l) => {
      expect(routes.has(l.route), `${l.route} is in the contract`).toBe(true);
      const list = async (account: Account) => {
        const answer = await send(app(), {
          method: 'GET',
          url: l.url,
          headers: as[account].headers,
        });
        expect(answer.status, `${l.url} as ${account}`).toBe(200);
        return (answer.response as Wire[]).map(l.key);
      };
      const mine = await list(l.owner);
      expect(mine.length, `${l.owner} has records to protect`).toBeGreaterThan(0);
      const theirs = new Set(await list(l.other));
      expect(mine.filter((key) => theirs.has(key))).toEqual([]);
    },
  );
});
