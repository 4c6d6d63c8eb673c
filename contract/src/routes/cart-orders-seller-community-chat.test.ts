/**
 * The routers of contract's trade and community routes (cart, orders, seller, seller posts, community, chat) keep the
 * contract's rules route by route, their bodies and queries enforce SPEC §5, and the websocket
 * protocol round-trips and refuses what it should.
 */
import {
  CHAT_MESSAGE_MAX_LENGTH,
  IMAGE_MAX_BYTES,
  MEMBER_LIMIT_MAX,
  PRICE_MIN,
  REASON_MAX_LENGTH,
  SEARCH_KEYWORD_MAX_LENGTH,
  encodeLocalizedText,
} from '@market/domain';
import type { AppRoute } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorEnvelope } from '../envelope';
import { contract } from '../index';
import { listRoutes, routeSignature } from '../route-list';
import { CreateOrderBody } from '../schemas/order';
import { CHAT_IMAGES_MAX, type ChatMessage } from '../schemas/chat';
import { UploadImageBody } from '../schemas/community';
import type { CodePost } from '../schemas/post';
import { CancelSaleBody, ProductPostBody, SubscriptionPostBody } from '../schemas/seller-post';
import { specRoutes } from '../spec-routes';
import { chatMessageOf, liveMessageOf } from '../chat-message-forms';
import {
  encodeClientMessage,
  encodeServerMessage,
  parseClientMessage,
  parseServerMessage,
  type ClientMessageInput,
  type ServerMessage,
} from '../ws-protocol';

const partB = new Set(['cart', 'orders', 'seller', 'sellerPosts', 'community', 'chat']);
const routes = listRoutes(contract).filter((r) => partB.has(r.key.split('.')[0] ?? ''));
const table = routes.map((r) => [r.key, r] as const);

const statusesOf = (route: AppRoute) => Object.keys(route.responses).map(Number);

function responseSchema(route: AppRoute, status: number): z.ZodTypeAny {
  const schema = (route.responses as Record<number, unknown>)[status];
  if (!(schema instanceof z.ZodType)) throw new Error(`no schema for ${status}`);
  return schema;
}

function successStatus(route: AppRoute): number {
  const found = statusesOf(route).filter((s) => s >= 200 && s < 300);
  expect(found).toHaveLength(1);
  return found[0] as number;
}

const bodySchema = (route: AppRoute) =>
  'body' in route && route.body instanceof z.ZodObject ? route.body : null;

const title = encodeLocalizedText({ ko: '문화상품권', en: 'Gift card' });
const codePost: CodePost = {
  seq: 11,
  type: 'CODE',
  title,
  content: 'Delivered at once.',
  categorySeq: 3,
  category1: encodeLocalizedText({ ko: '상품권' }),
  category2: null,
  category3: null,
  price: 9000,
  faceValue: 10000,
  thumbnailUrl: null,
  seller: { seq: 2, nickname: 'seller', profileImageUrl: null },
  picked: false,
  boostedAt: null,
  createdAt: '2026-01-02 10:00:00',
  status: 'ON_SALE',
  expiresAt: '2030-12-31',
};

const listing = { title: 'Gift card', content: 'Delivered at once.', categorySeq: 3, price: 9000 };
const product = { ...listing, faceValue: 10000, expiresAt: '2030-12-31' };
const productWithoutFaceValue = { ...listing, expiresAt: '2030-12-31', value: 'CODE-1' };
const period = {
  subscriptionStartsAt: '2030-01-01',
  subscriptionEndsAt: '2030-01-31',
  price: 4000,
  priceBaseDuration: 'MONTH',
  memberLimit: 4,
  accountInfo: 'id: party@example.com / pw: secret',
};
const party = { ...listing, ...period, sharingType: 'SHARE', productId: 'netflix-premium' };
const reason = { reason: 'The code was already used' };
const comment = { content: 'Is there a seat left?' };

/** A valid body for every trade and community route that takes one. */
const sampleBodies: Record<string, unknown> = {
  'cart.addToCart': { type: 'COUPON', typeSeq: 3 },
  'cart.deleteCartItems': { seqList: [1, 2] },
  'orders.createOrder': { carts: [1], pointsToUse: 500 },
  'orders.writeReview': { like: true, review: 'Fast and as described.' },
  'orders.requestRefund': reason,
  'seller.blockMember': { userSeq: 7, reason: 'Abusive messages' },
  'seller.unblockMember': { userSeq: 7 },
  'seller.answerReview': { answer: 'Thank you!' },
  'seller.editReviewAnswer': { answer: 'Thank you again!' },
  'seller.approveRefund': { refundSeq: 4 },
  'seller.rejectRefund': { refundSeq: 4, ...reason },
  'seller.buyPromotionItems': { item: 'PICK', units: 10 },
  'seller.usePick': { type: 'CODE', typeSeq: 11 },
  'seller.useUp': { type: 'SUBSCRIPTION', typeSeq: 5 },
  'seller.terminateSubscription': reason,
  'sellerPosts.createCodePost': { ...product, value: 'ABCD-1234-EFGH' },
  'sellerPosts.editCodePost': { ...product, value: 'ABCD-1234-EFGH' },
  'sellerPosts.cancelCodeSale': { responsibility: 'SELLER', ...reason },
  'sellerPosts.createCouponPost': { ...product, value: '1234 5678 9012' },
  'sellerPosts.editCouponPost': { ...product, value: '1234 5678 9012' },
  'sellerPosts.cancelCouponSale': { responsibility: 'BUYER', ...reason },
  'sellerPosts.createSubscriptionPost': party,
  'sellerPosts.editSubscriptionPost': party,
  'sellerPosts.renewSubscriptionPost': period,
  'sellerPosts.removePartyMember': { postSeq: 5, memberSeq: 9, ...reason },
  'sellerPosts.approveMembership': { memberSeq: 9 },
  'sellerPosts.rejectMembership': {},
  'sellerPosts.answerRemovalRequest': { agree: true },
  'sellerPosts.endSharing': reason,
  'community.createComment': { type: 'SUBSCRIPTION', typeSeq: 5, ...comment },
  'community.editComment': comment,
  'community.createReply': comment,
  'community.editReply': comment,
  'community.uploadImage': {
    fileName: 'photo.PNG',
    contentType: 'image/png',
    dataBase64: 'iVBORw0KGgo=',
  },
  'chat.openRoom': { roomType: 'PERSONAL', type: 'CODE', typeSeq: 11 },
  'chat.sendMessage': { message: 'Hello' },
  'chat.sendImages': { images: ['https://cdn.example.com/a.png'] },
};

/** The query values a paged route cannot do without. */
const requiredQuery: Record<string, object> = {
  'community.listComments': { type: 'CODE', typeSeq: '11' },
};

/** POSTs that only read: SPEC §7 names them as POST, but they answer the inventory. */
const postReads = new Set(['seller.getPickInventory', 'seller.getUpInventory']);

const verbs =
  /^(get|list|count|add|delete|create|check|confirm|write|request|preview|edit|cancel|renew|remove|approve|reject|answer|close|end|block|unblock|buy|use|terminate|open|send|upload)[A-Z]/;

describe('cart, orders, seller, community and chat routes', () => {
  it('are all present', () => {
    expect(new Set(routes.map((r) => r.key.split('.')[0]))).toEqual(partB);
  });

  it.each(table)('%s has a verb key and a one-sentence summary', (key, r) => {
    expect(key.split('.')[1]).toMatch(verbs);
    expect(r.route.summary).toMatch(/^[A-Z][^]*\.$/);
    expect(r.route.summary?.slice(0, -1)).not.toMatch(/\.\s/);
  });

  it.each(table)('%s is marked spec exactly when SPEC §7 names it', (_key, r) => {
    const named = (specRoutes as readonly string[]).includes(routeSignature(r.route));
    expect(r.meta.source).toBe(named ? 'spec' : 'assumed');
  });

  it.each(table)('%s declares writes by what it does', (key, r) => {
    const reads = r.route.method === 'GET' || postReads.has(key);
    expect(r.meta.writes).toBe(!reads);
  });

  it.each(table)('%s answers the envelope and declares its error statuses', (_key, r) => {
    const ok = responseSchema(r.route, successStatus(r.route));
    expect(ok).toBeInstanceOf(z.ZodObject);
    const shape = (ok as z.AnyZodObject).shape as Record<string, z.ZodTypeAny>;
    expect(shape.success).toBeInstanceOf(z.ZodLiteral);
    expect((shape.success as z.ZodLiteral<boolean>).value).toBe(true);
    expect(Object.keys(shape).sort()).toEqual(['error', 'pagination', 'response', 'success']);

    const failures = statusesOf(r.route).filter((s) => s >= 400);
    for (const status of failures) expect(responseSchema(r.route, status)).toBe(ErrorEnvelope);
    const isPrivate = r.meta.auth !== 'public' && r.meta.auth !== 'optional';
    expect(failures.includes(401)).toBe(isPrivate);
    if (r.meta.auth === 'seller' || r.meta.auth === 'admin') expect(failures).toContain(403);
    // Every route may be refused: a query parameter it does not list is a 400 (decision 029).
    expect(failures).toContain(400);
    if (r.route.pathParams) expect(failures).toContain(404);
  });

  it.each(table)('%s refuses ids that are not ids in its path', (_key, r) => {
    const params = r.route.pathParams;
    if (!(params instanceof z.ZodObject)) return;
    for (const name of Object.keys(params.shape as object)) {
      for (const value of ['../1', '', '1 OR 1=1']) {
        expect(params.safeParse({ [name]: value }).success).toBe(false);
      }
    }
  });

  it.each(table)('%s pages from 1 when it answers a page', (key, r) => {
    const ok = responseSchema(r.route, successStatus(r.route)) as z.AnyZodObject;
    const paged = !(ok.shape.pagination instanceof z.ZodNull);
    if (!paged) return;
    const query = r.route.query as z.AnyZodObject;
    const required = requiredQuery[key] ?? {};
    expect(query.safeParse(required).data).toMatchObject({ page: 1 });
    expect(query.safeParse({ ...required, page: '0' }).success).toBe(false);
  });

  it('has a sample body for exactly the routes with a body', () => {
    const withBody = routes.filter((r) => bodySchema(r.route)).map((r) => r.key);
    expect(withBody.sort()).toEqual(Object.keys(sampleBodies).sort());
  });

  it.each(Object.entries(sampleBodies))('%s accepts its sample and refuses more', (key, sample) => {
    const route = routes.find((r) => r.key === key)?.route;
    const body = route && bodySchema(route);
    if (!body) throw new Error(`${key} takes no body`);
    expect(body._def.unknownKeys).toBe('strict');
    expect(body.safeParse(sample).error?.issues).toBeUndefined();
    const extra = body.safeParse({ ...(sample as object), isAdmin: true });
    expect(extra.error?.issues.map((i) => i.code)).toContain('unrecognized_keys');
  });
});

describe('cart, orders, seller, community and chat request rules', () => {
  it('checkout needs at least one cart line and no negative points', () => {
    expect(CreateOrderBody.safeParse({ carts: [] }).success).toBe(false);
    expect(CreateOrderBody.safeParse({ carts: [1], pointsToUse: -1 }).success).toBe(false);
    expect(CreateOrderBody.parse({ carts: [1] }).pointsToUse).toBe(0);
  });

  it('a cancelled sale needs a responsible party and a trimmed reason of 1 to 100', () => {
    const blank = CancelSaleBody.safeParse({ responsibility: 'SELLER', reason: '   ' });
    expect(blank.error?.issues[0]?.message).toBe('validation.reason.required');
    const long = 'x'.repeat(REASON_MAX_LENGTH + 1);
    expect(CancelSaleBody.safeParse({ responsibility: 'SELLER', reason: long }).success).toBe(
      false,
    );
    expect(CancelSaleBody.safeParse({ responsibility: 'ADMIN', reason: 'x' }).success).toBe(false);
    expect(CancelSaleBody.parse({ responsibility: 'BUYER', reason: '  late  ' }).reason).toBe(
      'late',
    );
  });

  it('a party keeps the member limit and price within bounds and dates as yyyy-MM-dd', () => {
    const refused = (patch: object) =>
      SubscriptionPostBody.safeParse({ ...party, ...patch }).success === false;
    expect(refused({ memberLimit: MEMBER_LIMIT_MAX + 1 })).toBe(true);
    expect(refused({ price: PRICE_MIN - 1 })).toBe(true);
    expect(refused({ subscriptionEndsAt: '2030/01/31' })).toBe(true);
    expect(refused({ subscriptionStartsAt: '2030-02-31' })).toBe(true);
    expect(refused({ productId: ' ' })).toBe(true);
    expect(refused({ sharingType: 'LEND' })).toBe(true);
  });

  it('a code or coupon needs its value, may leave out the face value and the description', () => {
    expect(ProductPostBody.safeParse(productWithoutFaceValue).error?.issues).toBeUndefined();
    const { value: _value, ...noValue } = productWithoutFaceValue;
    const missing = ProductPostBody.safeParse(noValue);
    expect(missing.error?.issues.map((i) => i.message)).toEqual(['validation.code.required']);
  });

  it('an uploaded image is png or jpeg base64 of at most IMAGE_MAX_BYTES', () => {
    const image = (bytes: number, fileName = 'a.jpg') => ({
      fileName,
      contentType: 'image/jpeg',
      dataBase64: Buffer.alloc(bytes, 7).toString('base64'),
    });
    expect(UploadImageBody.safeParse(image(IMAGE_MAX_BYTES)).success).toBe(true);
    const over = UploadImageBody.safeParse(image(IMAGE_MAX_BYTES + 1));
    expect(over.error?.issues[0]?.message).toBe('validation.image.tooLarge');
    expect(UploadImageBody.safeParse(image(10, 'a.gif')).success).toBe(false);
    expect(UploadImageBody.safeParse({ ...image(10), contentType: 'image/gif' }).success).toBe(
      false,
    );
    expect(UploadImageBody.safeParse({ ...image(10), dataBase64: 'not base64!' }).success).toBe(
      false,
    );
  });

  it('list keywords are bounded and review tones default to all', () => {
    const query = contract.seller.listSellerReviews.query;
    expect(query.parse({}).tone).toBe('all');
    const long = 'k'.repeat(SEARCH_KEYWORD_MAX_LENGTH + 1);
    expect(query.safeParse({ keyword: long }).success).toBe(false);
    expect(query.safeParse({ tone: 'neutral' }).success).toBe(false);
  });

  it('answers parse: an order with its items and a page of them', () => {
    const order = {
      id: 'ORD-20260102-0001',
      kind: 'CODE',
      status: 'PAID',
      items: [
        {
          seq: 31,
          type: 'CODE',
          post: codePost,
          price: 9000,
          status: 'PAID',
          reviewed: false,
          refundRejectReason: null,
        },
      ],
      total: 9000,
      paidWithEmoney: 8500,
      paidWithPoints: 500,
      paid: true,
      createdAt: '2026-01-02 10:00:00',
      paidAt: '2026-01-02 10:00:00',
      confirmAt: '2026-01-05 10:00:00',
      transfer: null,
    };
    const one = { success: true, response: order, error: null, pagination: null };
    expect(responseSchema(contract.orders.getOrder, 200).safeParse(one).success).toBe(true);
    const page = {
      success: true,
      response: [order],
      error: null,
      pagination: { currentPage: 1, pageSize: 20, totalCount: 1, totalPage: 1, nextPage: null },
    };
    expect(responseSchema(contract.orders.listOrders, 200).safeParse(page).success).toBe(true);
    const wrongPost = { ...one, response: { ...order, items: [{ ...order.items[0], post: {} }] } };
    expect(responseSchema(contract.orders.getOrder, 200).safeParse(wrongPost).success).toBe(false);
  });
});

describe('websocket protocol', () => {
  const roomId = 'room-42';
  const clientSamples: ClientMessageInput[] = [
    { type: 'auth', token: 'token-value' },
    { type: 'join', roomId },
    { type: 'leave', roomId },
    { type: 'text', roomId, message: 'Hello', ref: 'c1' },
    { type: 'image', roomId, images: ['https://cdn.example.com/a.png'] },
    { type: 'ping', at: 1 },
  ];

  it.each(clientSamples.map((m) => [m.type, m] as const))(
    'a client %s message round-trips',
    (_type, message) => {
      const parsed = parseClientMessage(encodeClientMessage(message));
      expect(parsed).toEqual({ ok: true, message });
    },
  );

  it('reads frames given as bytes', () => {
    const text = encodeClientMessage({ type: 'join', roomId });
    const bytes = new TextEncoder().encode(text);
    expect(parseClientMessage(bytes).ok).toBe(true);
    expect(parseClientMessage(bytes.buffer).ok).toBe(true);
    expect(parseClientMessage(Buffer.from(text)).ok).toBe(true);
  });

  it('trims text before it is sent', () => {
    const parsed = parseClientMessage(JSON.stringify({ type: 'text', roomId, message: '  hi  ' }));
    expect(parsed.ok && parsed.message.type === 'text' && parsed.message.message).toBe('hi');
  });

  it.each([
    ['malformed JSON', '{"type":', 'MALFORMED_JSON'],
    ['an unknown type', { type: 'shout', roomId }, 'VALIDATION_FAILED'],
    ['an unknown field', { type: 'join', roomId, admin: true }, 'VALIDATION_FAILED'],
    ['auth without a token', { type: 'auth', token: '' }, 'VALIDATION_FAILED'],
    ['a bad room id', { type: 'join', roomId: '../rooms' }, 'VALIDATION_FAILED'],
    ['blank text', { type: 'text', roomId, message: '   ' }, 'VALIDATION_FAILED'],
    [
      'text over the bound',
      { type: 'text', roomId, message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) },
      'VALIDATION_FAILED',
    ],
    ['no images', { type: 'image', roomId, images: [] }, 'VALIDATION_FAILED'],
    [
      'too many images',
      {
        type: 'image',
        roomId,
        images: Array.from(
          { length: CHAT_IMAGES_MAX + 1 },
          (_, i) => `https://cdn.example.com/${i}`,
        ),
      },
      'VALIDATION_FAILED',
    ],
    [
      'an image that is not an address',
      { type: 'image', roomId, images: ['x'] },
      'VALIDATION_FAILED',
    ],
  ] as const)('refuses %s', (_what, frame, code) => {
    const parsed = parseClientMessage(typeof frame === 'string' ? frame : JSON.stringify(frame));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.code).toBe(code);
  });

  const history: ChatMessage[] = [
    {
      id: 'm1',
      createdAt: '2026-01-02 10:00:00',
      images: [],
      message: 'Hello',
      messageType: 'TEXT',
      senderSeq: 3,
    },
    {
      id: 'm2',
      createdAt: '2026-01-02 10:01:00',
      images: ['https://cdn.example.com/a.png'],
      message: null,
      messageType: 'IMAGE',
      senderSeq: 4,
    },
  ];
  const serverSamples: ServerMessage[] = [
    { type: 'ready', accountSeq: 3 },
    { type: 'joined', roomId, history },
    {
      type: 'message',
      roomId,
      ref: 'c1',
      message: {
        type: 'TEXT',
        accountSeq: 3,
        id: 'm3',
        payload: 'Hi',
        publishedAt: '2026-01-02 10:02:00',
      },
    },
    { type: 'error', code: 'SUBSCRIPTION_ENDED', message: 'The subscription has ended.', roomId },
    { type: 'pong', at: 1 },
  ];

  it.each(serverSamples.map((m) => [m.type, m] as const))(
    'a server %s message round-trips',
    (_type, message) => {
      expect(parseServerMessage(encodeServerMessage(message))).toEqual({ ok: true, message });
    },
  );

  it('refuses server messages the protocol does not allow', () => {
    const bad = [
      { type: 'error', code: 'NOT_A_CODE', message: 'x' },
      {
        type: 'message',
        roomId,
        message: { type: 'TEXT', accountSeq: 3, id: 'm', payload: ['x'], publishedAt: 'now' },
      },
      { type: 'joined', roomId },
    ];
    for (const message of bad) {
      expect(parseServerMessage(JSON.stringify(message)).ok).toBe(false);
      expect(() => encodeServerMessage(message as ServerMessage)).toThrow();
    }
  });

  it('turns history into live messages and back', () => {
    for (const message of history) expect(chatMessageOf(liveMessageOf(message))).toEqual(message);
  });
});
