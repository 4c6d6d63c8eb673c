/**
 * The realtime chat socket at /ws over REAL websockets against a listening server: auth with the
 * token of a sign-in, joining rooms, delivery between two sockets in the live-message shape, the
 * same history over REST, refusals as protocol errors, session isolation and clean-up.
 */
import type { ChatMessage } from '@market/contract';
import { LiveMessage, RoomMessage } from '@market/contract';
import { personalRoomId } from '@market/world';
import { describe, expect, it } from 'vitest';
import { revokeToken } from '../src/auth/tokens';
import { SESSION_DROPPED_CLOSE_CODE } from '../src/services/chat/hub';
import { ChatSocketClient } from './helpers/chat-socket-client';
import {
  activeMemberSeqs,
  busyParty,
  endingParty,
  signIn,
  soldProduct,
  strangerTo,
  userSeqOf,
} from './helpers/chat-world';
import { sessionNamer, sharedListeningApp } from './helpers/market';

const { app, baseUrl } = sharedListeningApp();
const newSession = sessionNamer('chat-ws');

async function http(
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: object,
) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
  return { status: res.status, body: (await res.json()) as any };
}

async function openRoom(headers: Record<string, string>, body: object): Promise<string> {
  const res = await http('POST', '/api/room/chat', headers, body);
  expect(res.status).toBe(200);
  return res.body.response.roomId;
}

/** A signed-in socket of a user in a session. */
async function socketOf(session: string, userSeq: number) {
  const { token, headers } = signIn(app(), session, userSeq);
  const socket = await ChatSocketClient.open(baseUrl(), session);
  const ready = await socket.auth(token);
  expect(ready.accountSeq).toBe(userSeq);
  return { socket, token, headers };
}

/** The buyer and the seller of a code or coupon, signed in, with their personal room open. */
async function personalPair(session: string) {
  const buyerSeq = userSeqOf('buyer@example.com');
  const { type, post } = soldProduct(buyerSeq);
  const buyer = await socketOf(session, buyerSeq);
  const seller = await socketOf(session, post.sellerSeq);
  const roomId = await openRoom(buyer.headers, { roomType: 'PERSONAL', type, typeSeq: post.seq });
  expect(roomId).toBe(personalRoomId(type, post.seq, buyerSeq));
  return { buyer, seller, roomId, buyerSeq, sellerSeq: post.sellerSeq };
}

describe('delivery between two sockets', () => {
  it("delivers a buyer's text to the seller live, and it is in the REST history", async () => {
    const session = newSession();
    const { buyer, seller, roomId, buyerSeq } = await personalPair(session);
    const joinedBySeller = await seller.socket.join(roomId);
    await buyer.socket.join(roomId);

    // `joined` carries the latest history, oldest first, as REST pages it newest first.
    const rest = await http('GET', `/api/rooms/${roomId}/chat?size=30`, seller.headers);
    expect(joinedBySeller.history.map((m) => m.id)).toEqual(
      (rest.body.response as ChatMessage[]).map((m) => m.id).reverse(),
    );

    buyer.socket.send({ type: 'text', roomId, message: 'is the code still valid?', ref: 'l-1' });
    const received = await seller.socket.next('message');
    expect(RoomMessage.parse(received)).toEqual(received);
    expect(received.roomId).toBe(roomId);
    expect(received.ref).toBeUndefined();
    const live = LiveMessage.parse(received.message);
    expect(Object.keys(live).sort()).toEqual([
      'accountSeq',
      'id',
      'payload',
      'publishedAt',
      'type',
    ]);
    expect(live).toMatchObject({
      type: 'TEXT',
      payload: 'is the code still valid?',
      accountSeq: buyerSeq,
    });

    // The sender's own socket gets it back with its ref, to settle the optimistic line.
    const echo = await buyer.socket.next('message');
    expect(echo.ref).toBe('l-1');
    expect(echo.message.id).toBe(live.id);

    const history = await http('GET', `/api/rooms/${roomId}/chat?size=1`, seller.headers);
    expect(history.body.response[0]).toEqual({
      id: live.id,
      createdAt: live.publishedAt,
      senderSeq: buyerSeq,
      messageType: 'TEXT',
      message: 'is the code still valid?',
      images: [],
    });
  });

  it('delivers images between two members of a party group room', async () => {
    const session = newSession();
    const party = busyParty();
    const [aliceSeq, bobSeq] = activeMemberSeqs(party) as [number, number];
    const alice = await socketOf(session, aliceSeq);
    const bob = await socketOf(session, bobSeq);
    const roomId = await openRoom(alice.headers, {
      roomType: 'GROUP',
      type: 'SUBSCRIPTION',
      typeSeq: party.seq,
    });
    await alice.socket.join(roomId);
    await bob.socket.join(roomId);

    const images = ['https://img.example.com/screen-1.png', 'https://img.example.com/screen-2.png'];
    alice.socket.send({ type: 'image', roomId, images });
    const received = await bob.socket.next('message');
    expect(received.message).toMatchObject({
      type: 'IMAGE',
      payload: images,
      accountSeq: aliceSeq,
    });

    const history = await http('GET', `/api/rooms/${roomId}/chat?size=1`, bob.headers);
    expect(history.body.response[0]).toMatchObject({
      id: received.message.id,
      messageType: 'IMAGE',
      images,
      message: null,
    });
    // Bob had the room open, so the message is not unread for him.
    const rooms = await http('GET', '/api/rooms', bob.headers);
    const room = rooms.body.response.find((r: { roomId: string }) => r.roomId === roomId);
    expect(room.unreadCount).toBe(0);
  });

  it('pushes messages sent over HTTP to the sockets of the room', async () => {
    const session = newSession();
    const { buyer, seller, roomId, sellerSeq } = await personalPair(session);
    await buyer.socket.join(roomId);

    const sent = await http('POST', `/api/rooms/${roomId}/chat`, seller.headers, {
      message: 'sent from the console',
    });
    expect(sent.status).toBe(201);
    const received = await buyer.socket.next('message');
    expect(received.message).toMatchObject({
      id: sent.body.response.id,
      type: 'TEXT',
      payload: 'sent from the console',
      accountSeq: sellerSeq,
    });
    // The seller's socket never joined, so it heard nothing.
    await seller.socket.roundTrip();
    expect(seller.socket.inbox).toEqual([]);
  });
});

describe('refusals', () => {
  it("answers a stranger's join as an unknown room's: NOT_FOUND", async () => {
    const session = newSession();
    const { buyer, roomId } = await personalPair(session);
    const { post } = soldProduct(userSeqOf('buyer@example.com'));
    const stranger = await socketOf(session, strangerTo([post]));
    await buyer.socket.join(roomId);

    stranger.socket.send({ type: 'join', roomId });
    expect(await stranger.socket.next('error')).toMatchObject({ code: 'NOT_FOUND', roomId });
    stranger.socket.send({ type: 'text', roomId, message: 'let me in', ref: 'x' });
    expect(await stranger.socket.next('error')).toMatchObject({
      code: 'NOT_FOUND',
      roomId,
      ref: 'x',
    });
    stranger.socket.send({ type: 'join', roomId: 'no-such-room' });
    expect(await stranger.socket.next('error')).toMatchObject({ code: 'NOT_FOUND' });

    // Nothing the stranger tried reached the room.
    await buyer.socket.roundTrip();
    expect(buyer.socket.inbox).toEqual([]);
  });

  it('refuses an unauthenticated socket, and keeps it open to sign in', async () => {
    const session = newSession();
    const { roomId, buyerSeq } = await personalPair(session);
    const socket = await ChatSocketClient.open(baseUrl(), session);

    socket.send({ type: 'join', roomId });
    expect(await socket.next('error')).toMatchObject({ code: 'UNAUTHENTICATED', roomId });
    socket.send({ type: 'text', roomId, message: 'anonymous' });
    expect(await socket.next('error')).toMatchObject({ code: 'UNAUTHENTICATED' });
    socket.send({ type: 'auth', token: 'forged-token' });
    expect(await socket.next('error')).toMatchObject({ code: 'UNAUTHENTICATED' });

    const { token } = signIn(app(), session, buyerSeq);
    expect((await socket.auth(token)).accountSeq).toBe(buyerSeq);
    expect((await socket.join(roomId)).roomId).toBe(roomId);
  });

  it('stops a socket whose token was revoked (signed out) from sending', async () => {
    const session = newSession();
    const { buyer, seller, roomId } = await personalPair(session);
    await buyer.socket.join(roomId);
    await seller.socket.join(roomId);
    revokeToken(app().store.session(session), buyer.token);

    buyer.socket.send({ type: 'text', roomId, message: 'after sign-out' });
    expect(await buyer.socket.next('error')).toMatchObject({ code: 'UNAUTHENTICATED', roomId });
    await seller.socket.roundTrip();
    expect(seller.socket.inbox).toEqual([]);
  });

  it('refuses the room of a subscription that has ended (clock moved through /__mock)', async () => {
    const session = newSession();
    const { party, daysToEnd } = endingParty();
    const memberSeq = activeMemberSeqs(party)[0]!;
    const member = await socketOf(session, memberSeq);
    const founder = await socketOf(session, party.sellerSeq);
    const roomId = await openRoom(member.headers, {
      roomType: 'GROUP',
      type: 'SUBSCRIPTION',
      typeSeq: party.seq,
    });
    await founder.socket.join(roomId);

    const moved = await http(
      'POST',
      '/__mock/clock',
      { 'x-mock-session': session },
      {
        days: daysToEnd,
      },
    );
    expect(moved.status).toBe(200);

    member.socket.send({ type: 'join', roomId });
    expect(await member.socket.next('error')).toMatchObject({ code: 'SUBSCRIPTION_ENDED', roomId });
    // A socket that joined before the end cannot send either.
    founder.socket.send({ type: 'text', roomId, message: 'still there?', ref: 'late' });
    expect(await founder.socket.next('error')).toMatchObject({
      code: 'SUBSCRIPTION_ENDED',
      ref: 'late',
    });
  });

  it('answers invalid JSON and unknown message types with an error and keeps the socket open', async () => {
    const session = newSession();
    const socket = await ChatSocketClient.open(baseUrl(), session);

    socket.sendRaw('{not json');
    expect(await socket.next('error')).toMatchObject({ code: 'MALFORMED_JSON' });
    socket.sendRaw(JSON.stringify({ type: 'subscribe', roomId: 'g-1' }));
    expect(await socket.next('error')).toMatchObject({ code: 'VALIDATION_FAILED' });
    socket.sendRaw(JSON.stringify({ type: 'text', roomId: 'g-1' }));
    expect(await socket.next('error')).toMatchObject({ code: 'VALIDATION_FAILED' });

    socket.send({ type: 'ping', at: 42 });
    expect(await socket.next('pong')).toEqual({ type: 'pong', at: 42 });
    socket.send({ type: 'ping' });
    expect(await socket.next('pong')).toEqual({ type: 'pong' });
    expect(socket.closed).toBeNull();
  });

  it('closes a socket that sends a frame over the body limit (1009, message too big)', async () => {
    const socket = await ChatSocketClient.open(baseUrl(), newSession());
    socket.sendRaw('x'.repeat(app().initialConfig.bodyLimit! + 1));
    expect((await socket.closedByServer()).code).toBe(1009);
  });
});

describe('sessions and clean-up', () => {
  it('never delivers across x-mock-session sessions, nor accepts their tokens', async () => {
    const [a, b] = [newSession(), newSession()];
    const inA = await personalPair(a);
    const inB = await personalPair(b);
    expect(inB.roomId).toBe(inA.roomId);
    await inA.seller.socket.join(inA.roomId);
    await inB.seller.socket.join(inB.roomId);

    inA.buyer.socket.send({ type: 'text', roomId: inA.roomId, message: 'only in A' });
    await inA.seller.socket.next('message');
    await inB.seller.socket.roundTrip();
    expect(inB.seller.socket.inbox).toEqual([]);
    const historyB = await http('GET', `/api/rooms/${inB.roomId}/chat`, inB.seller.headers);
    expect(historyB.body.response.map((m: ChatMessage) => m.message)).not.toContain('only in A');

    // A token of session A means nothing on a socket of session B.
    const socketInB = await ChatSocketClient.open(baseUrl(), b);
    socketInB.send({ type: 'auth', token: inA.buyer.token });
    expect(await socketInB.next('error')).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('forgets closed sockets, and closes the sockets of a session that is reset', async () => {
    const session = newSession();
    const { buyer, seller, roomId } = await personalPair(session);
    await buyer.socket.join(roomId);
    await seller.socket.join(roomId);
    expect(app().chatHub.socketCount(session)).toBe(2);
    expect(app().chatHub.joined(session, roomId)).toHaveLength(2);

    await buyer.socket.close();
    await seller.socket.roundTrip();
    await expect.poll(() => app().chatHub.socketCount(session)).toBe(1);
    expect(app().chatHub.joined(session, roomId)).toHaveLength(1);

    const reset = await http('POST', '/__mock/reset', { 'x-mock-session': session });
    expect(reset.status).toBe(200);
    expect((await seller.socket.closedByServer()).code).toBe(SESSION_DROPPED_CLOSE_CODE);
    expect(app().chatHub.socketCount(session)).toBe(0);
    expect(app().chatHub.joined(session, roomId)).toHaveLength(0);
  });

  it('answers a plain HTTP GET of /ws with the envelope', async () => {
    const res = await http('GET', '/ws', {});
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED' } });
  });
});
