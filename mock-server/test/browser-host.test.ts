/**
 * The browser entry as a page uses it: `mockHandlers(inPageLink(mock))` given to MSW, here through
 * `setupServer`, so that this process's `fetch` and `WebSocket` reach the mock on an origin no
 * network answers. What Fastify does around the pipeline (the body read as JSON or refused, HEAD,
 * OPTIONS, the envelope of every failure) `answerFetch` does too, and the chat socket runs over
 * MSW's WebSocket interception, on every Node line (helpers/browser-host.ts).
 */
import { HttpHandler, getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { inPageLink, mockHandlers } from '../src/browser';
import { BROWSER_ORIGIN, sharedBrowserHost } from './helpers/browser-host';
import { ChatSocketClient } from './helpers/chat-socket-client';
import { signIn, soldProduct, userSeqOf } from './helpers/chat-world';
import { type Actor, addMember, addPost, sessionNamer } from './helpers/market';

const host = sharedBrowserHost();
const newSession = sessionNamer('browser-host');

async function send(path: string, init: RequestInit = {}) {
  const response = await fetch(`${BROWSER_ORIGIN}${path}`, init);
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
  const body: any = text ? JSON.parse(text) : undefined;
  return { status: response.status, headers: response.headers, text, body };
}

const asJson = (who: Actor, body: unknown, method = 'POST'): RequestInit => ({
  method,
  headers: { ...who.headers, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('HTTP through the MSW handlers', () => {
  it('answers a failure in the envelope, with its code', async () => {
    const missing = await send('/api/coupon/999999/view');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^application\/json/);
    expect(missing.body).toEqual({
      success: false,
      response: null,
      error: { code: expect.stringMatching(/^[A-Z_]+$/), message: expect.any(String) },
      pagination: null,
    });
    const noRoute = await send('/api/no-such-route');
    expect(noRoute.status).toBe(404);
    expect(noRoute.body.error.code).toBe('ROUTE_NOT_FOUND');
    const anonymous = await send('/api/cart');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('UNAUTHENTICATED');
  });

  it("keeps a write for the session that made it, and only that session's reads see it", async () => {
    const session = newSession();
    const seller = addMember(host.mock(), session, { seller: true });
    const buyer = addMember(host.mock(), session, { emoney: 10_000 });
    const coupon = addPost(host.mock(), session, 'COUPON', seller.seq);

    const added = await send('/api/cart', asJson(buyer, { type: 'COUPON', typeSeq: coupon.seq }));
    expect(added.status).toBe(201);
    expect(added.body.response).toMatchObject({ type: 'COUPON', typeSeq: coupon.seq });
    const cart = await send('/api/cart', { headers: buyer.headers });
    expect(cart.status).toBe(200);
    expect(cart.body.response.map((line: { typeSeq: number }) => line.typeSeq)).toEqual([
      coupon.seq,
    ]);

    // The same token in another session's world means nobody there.
    const elsewhere = await send('/api/cart', {
      headers: { ...buyer.headers, 'x-mock-session': newSession() },
    });
    expect(elsewhere.status).toBe(401);
  });

  it('answers HEAD where GET is taken, and OPTIONS with Allow', async () => {
    const head = await send('/api/common/exchange', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    const options = await send('/api/cart', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS, POST');
    const wrongMethod = await send('/api/common/exchange', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body.error.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('refuses a body that is not JSON with 400 MALFORMED_JSON, and nothing changes', async () => {
    const session = newSession();
    const buyer = addMember(host.mock(), session, {});
    const broken = await send('/api/cart', {
      method: 'POST',
      headers: { ...buyer.headers, 'content-type': 'application/json' },
      body: '{"type": "COUPON",',
    });
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe('MALFORMED_JSON');
    const cart = await send('/api/cart/itemCount', { headers: buyer.headers });
    expect(cart.body.response).toEqual({ count: 0 });
  });

  it.each([
    ['text/plain', 'days=1'],
    ['application/x-www-form-urlencoded', 'days=1'],
  ])('refuses content type %s with 415 UNSUPPORTED_MEDIA_TYPE', async (contentType, body) => {
    const refused = await send('/__mock/clock', {
      method: 'POST',
      headers: { 'content-type': contentType, 'x-mock-session': newSession() },
      body,
    });
    expect(refused.status).toBe(415);
    expect(refused.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('which requests the handlers take', () => {
  const answerOf = (url: string) =>
    getResponse(
      mockHandlers(inPageLink(host.mock())).filter((handler) => handler instanceof HttpHandler),
      new Request(url),
    );

  it("answers every path under the mock's prefixes, on any origin", async () => {
    for (const path of ['/api/common/exchange', '/__mock/health', '/api/no-such-route']) {
      for (const origin of [BROWSER_ORIGIN, 'http://localhost:5173']) {
        expect((await answerOf(`${origin}${path}`))?.status, `${origin}${path}`).toBeDefined();
      }
    }
  });

  it("leaves to the network a page's own module whose path only holds /api/ further down", async () => {
    // What a dev server serves the page (pnpm ladle): the mock's 404 broke the live-world stories.
    for (const path of [
      '/src/features/chat/api/index.ts',
      '/@fs/repo/web/src/features/chat/api/use-rooms.ts',
      '/src/uploads/picture.ts',
    ]) {
      expect(await answerOf(`http://localhost:61000${path}`), path).toBeUndefined();
    }
  });
});

/** A chat socket over the global WebSocket, which MSW intercepts. */
const pageSocket = (session: string) =>
  ChatSocketClient.open(BROWSER_ORIGIN, session, globalThis.WebSocket);

describe('the chat socket through MSW', () => {
  it('signs two sockets in, and delivers a text live to the other, as the history keeps it', async () => {
    const session = newSession();
    const buyerSeq = userSeqOf('buyer@example.com');
    const { type, post } = soldProduct(buyerSeq);
    const buyer = signIn(host.mock(), session, buyerSeq);
    const seller = signIn(host.mock(), session, post.sellerSeq);

    const room = await send(
      '/api/room/chat',
      asJson(buyer, { roomType: 'PERSONAL', type, typeSeq: post.seq }),
    );
    expect(room.status).toBe(200);
    const roomId: string = room.body.response.roomId;

    const [buyerSocket, sellerSocket] = await Promise.all([
      pageSocket(session),
      pageSocket(session),
    ]);
    buyerSocket.send({ type: 'auth', token: buyer.token });
    sellerSocket.send({ type: 'auth', token: seller.token });
    expect((await buyerSocket.next('ready')).accountSeq).toBe(buyerSeq);
    expect((await sellerSocket.next('ready')).accountSeq).toBe(post.sellerSeq);
    sellerSocket.send({ type: 'join', roomId });
    buyerSocket.send({ type: 'join', roomId });
    await Promise.all([sellerSocket.next('joined'), buyerSocket.next('joined')]);

    buyerSocket.send({ type: 'text', roomId, message: 'still valid?', ref: 'b-1' });
    const received = await sellerSocket.next('message');
    expect(received.roomId).toBe(roomId);
    expect(received.message).toMatchObject({
      type: 'TEXT',
      payload: 'still valid?',
      accountSeq: buyerSeq,
    });
    const echo = await buyerSocket.next('message');
    expect(echo.ref).toBe('b-1');

    const history = await send(`/api/rooms/${roomId}/chat?size=1`, { headers: seller.headers });
    expect(history.body.response[0]).toMatchObject({
      id: received.message.id,
      senderSeq: buyerSeq,
      messageType: 'TEXT',
    });
  });

  it('refuses a bad token as a protocol error, on the socket', async () => {
    const socket = await pageSocket(newSession());
    socket.send({ type: 'auth', token: 'not-a-token' });
    const refusal = await socket.next('error');
    expect(refusal.code).toMatch(/^[A-Z_]+$/);
  });
});
