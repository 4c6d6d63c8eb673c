/**
 * contract.chat over HTTP: opening rooms (group rooms for parties, personal rooms between a buyer
 * and the seller), the refusals, the rooms list with last message and unread count, history paged
 * newest first, and sending text and images. Every answer is validated against the contract.
 */
import { ChatMessage, ChatRoom } from '@market/contract';
import { toDateTimeString } from '@market/domain';
import { generateWorld } from '@market/fixtures';
import {
  type ChatMessageRecord,
  type ChatRoomRecord,
  type World,
  findBySeq,
  groupRoomId,
  personalRoomId,
} from '@market/world';
import { describe, expect, it } from 'vitest';
import { appendMessage, roomDigests } from '../src/services/chat/messages';
import { roomsOf } from '../src/services/chat/rooms';
import { freezeSeed, sessionWorld } from '../src/store/session-world';
import { transact } from '../src/store/transaction';
import { TEST_NOW, testWorld } from './helpers/build';
import {
  activeMemberSeqs,
  busyParty,
  endingParty,
  signIn,
  soldProduct,
  strangerTo,
  unsoldProduct,
  userSeqOf,
} from './helpers/chat-world';
import { marketTest, writeWorld } from './helpers/market';

/** A fresh world (`newSession()`) for each test that writes. */
const { app, newSession } = marketTest('chat-rest');

const buyer = () => userSeqOf('buyer@example.com');

async function call(
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  const res = await app().inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const body = res.json();
  return { status: res.statusCode, body, code: body.error?.code as string | undefined };
}

const openRoom = (headers: Record<string, string>, payload: object) =>
  call('POST', '/api/room/chat', headers, payload);

describe('POST /api/room/chat', () => {
  it("opens a buyer's personal room with the seller of a code or coupon, once", async () => {
    const session = newSession();
    const { type, post } = soldProduct(buyer());
    const asBuyer = signIn(app(), session, buyer()).headers;

    const first = await openRoom(asBuyer, { roomType: 'PERSONAL', type, typeSeq: post.seq });
    expect(first.status).toBe(200);
    const room = ChatRoom.parse(first.body.response);
    expect(room).toMatchObject({
      roomId: personalRoomId(type, post.seq, buyer()),
      roomType: 'PERSONAL',
      type,
      typeSeq: post.seq,
      closed: false,
    });
    expect(JSON.parse(room.title)).toEqual(post.title);
    expect(room.members.map((member) => member.seq).sort()).toEqual(
      [post.sellerSeq, buyer()].sort(),
    );

    const again = await openRoom(asBuyer, { roomType: 'PERSONAL', type, typeSeq: post.seq });
    expect(again.body.response.roomId).toBe(room.roomId);

    // The seller of a sold unit reaches the same room: a unit has one buyer.
    const asSeller = signIn(app(), session, post.sellerSeq).headers;
    const fromSeller = await openRoom(asSeller, { roomType: 'PERSONAL', type, typeSeq: post.seq });
    expect(fromSeller.status).toBe(200);
    expect(fromSeller.body.response.roomId).toBe(room.roomId);
    const rooms = await call('GET', '/api/rooms', asSeller);
    expect(rooms.body.response.filter((r: ChatRoom) => r.roomId === room.roomId)).toHaveLength(1);
  });

  it("opens a party's group room for its founder and each active member", async () => {
    const session = newSession();
    const party = busyParty();
    const [memberSeq] = activeMemberSeqs(party);
    const body = { roomType: 'GROUP', type: 'SUBSCRIPTION', typeSeq: party.seq };

    const asMember = await openRoom(signIn(app(), session, memberSeq!).headers, body);
    expect(asMember.status).toBe(200);
    const room = ChatRoom.parse(asMember.body.response);
    expect(room.roomId).toBe(groupRoomId(party.seq));
    expect(room.members.map((member) => member.seq)).toEqual([
      party.sellerSeq,
      ...activeMemberSeqs(party),
    ]);

    const asFounder = await openRoom(signIn(app(), session, party.sellerSeq).headers, body);
    expect(asFounder.body.response.roomId).toBe(room.roomId);
  });

  it('lets a party member open a personal room with the founder', async () => {
    const session = newSession();
    const party = busyParty();
    const memberSeq = activeMemberSeqs(party)[0]!;
    const res = await openRoom(signIn(app(), session, memberSeq).headers, {
      roomType: 'PERSONAL',
      type: 'SUBSCRIPTION',
      typeSeq: party.seq,
    });
    expect(res.status).toBe(200);
    expect(res.body.response.roomId).toBe(personalRoomId('SUBSCRIPTION', party.seq, memberSeq));
  });

  it('refuses strangers with 403 NOT_ROOM_MEMBER, for group and personal rooms', async () => {
    const session = newSession();
    const party = busyParty();
    const { type, post } = soldProduct(buyer());
    const asStranger = signIn(app(), session, strangerTo([party, post])).headers;

    const group = await openRoom(asStranger, {
      roomType: 'GROUP',
      type: 'SUBSCRIPTION',
      typeSeq: party.seq,
    });
    expect(group).toMatchObject({ status: 403, code: 'NOT_ROOM_MEMBER' });
    const personal = await openRoom(asStranger, { roomType: 'PERSONAL', type, typeSeq: post.seq });
    expect(personal).toMatchObject({ status: 403, code: 'NOT_ROOM_MEMBER' });
  });

  it('answers 404 CHAT_MEMBER_MISSING when the other side of the chat is missing', async () => {
    const session = newSession();
    const unsold = unsoldProduct();
    const asSeller = signIn(app(), session, unsold.sellerSeq).headers;
    const nobodyBought = await openRoom(asSeller, {
      roomType: 'PERSONAL',
      type: 'CODE',
      typeSeq: unsold.seq,
    });
    expect(nobodyBought).toMatchObject({ status: 404, code: 'CHAT_MEMBER_MISSING' });

    // The seller leaves the marketplace: the buyer has nobody to talk to.
    const { type, post } = soldProduct(buyer());
    const asBuyer = signIn(app(), session, buyer()).headers;
    writeWorld(app(), session, (world) => {
      world.users.find((u) => u.seq === post.sellerSeq)!.removedAt = TEST_NOW;
    });
    const sellerGone = await openRoom(asBuyer, { roomType: 'PERSONAL', type, typeSeq: post.seq });
    expect(sellerGone).toMatchObject({ status: 404, code: 'CHAT_MEMBER_MISSING' });
  });

  it('answers 404 for a missing post and 400 for a group room of a coupon or code', async () => {
    const session = newSession();
    const asBuyer = signIn(app(), session, buyer()).headers;
    expect(
      await openRoom(asBuyer, { roomType: 'PERSONAL', type: 'CODE', typeSeq: 999_999 }),
    ).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const { type, post } = soldProduct(buyer());
    expect(await openRoom(asBuyer, { roomType: 'GROUP', type, typeSeq: post.seq })).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    expect(await openRoom(asBuyer, { roomType: 'CHANNEL', type, typeSeq: post.seq })).toMatchObject(
      { status: 400, code: 'VALIDATION_FAILED' },
    );
  });

  it('answers 401 without a token', async () => {
    const res = await openRoom(
      { 'x-mock-session': newSession() },
      { roomType: 'PERSONAL', type: 'CODE', typeSeq: 1 },
    );
    expect(res).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });
});

describe('sending and reading over HTTP', () => {
  it('persists text and images, pages the history newest first and counts unread', async () => {
    const session = newSession();
    const party = busyParty();
    const [aliceSeq, bobSeq] = activeMemberSeqs(party) as [number, number];
    const alice = signIn(app(), session, aliceSeq).headers;
    const bob = signIn(app(), session, bobSeq).headers;
    const roomId = (
      await openRoom(alice, { roomType: 'GROUP', type: 'SUBSCRIPTION', typeSeq: party.seq })
    ).body.response.roomId as string;

    // Bob reads the room first, so that only what follows is unread for him.
    await call('GET', `/api/rooms/${roomId}/chat`, bob);
    const before = await call('GET', `/api/rooms/${roomId}/chat?size=1`, bob);
    const historyBefore = before.body.pagination.totalCount as number;

    const text = await call('POST', `/api/rooms/${roomId}/chat`, alice, { message: '  hello  ' });
    expect(text.status).toBe(201);
    expect(ChatMessage.parse(text.body.response)).toMatchObject({
      messageType: 'TEXT',
      message: 'hello',
      images: [],
      senderSeq: aliceSeq,
      createdAt: toDateTimeString(new Date(TEST_NOW)),
    });
    const images = ['https://img.example.com/a.png', 'https://img.example.com/b.jpg'];
    const image = await call('POST', `/api/rooms/${roomId}/chat/image`, alice, { images });
    expect(image.status).toBe(201);
    expect(image.body.response).toMatchObject({ messageType: 'IMAGE', message: null, images });

    const bobsRooms = await call('GET', '/api/rooms', bob);
    expect(bobsRooms.status).toBe(200);
    const listed = bobsRooms.body.response as ChatRoom[];
    // The room just written to comes first, with its last message and Bob's two unread.
    expect(listed[0]).toMatchObject({
      roomId,
      unreadCount: 2,
      lastMessage: { id: image.body.response.id },
    });
    const alicesRoom = (await call('GET', '/api/rooms', alice)).body.response.find(
      (room: ChatRoom) => room.roomId === roomId,
    );
    expect(alicesRoom.unreadCount).toBe(0);

    const page1 = await call('GET', `/api/rooms/${roomId}/chat?page=1&size=1`, bob);
    expect(page1.status).toBe(200);
    expect(page1.body.response.map((m: ChatMessage) => m.id)).toEqual([image.body.response.id]);
    expect(page1.body.pagination).toMatchObject({
      currentPage: 1,
      pageSize: 1,
      totalCount: historyBefore + 2,
      nextPage: 2,
    });
    const page2 = await call('GET', `/api/rooms/${roomId}/chat?page=2&size=1`, bob);
    expect(page2.body.response.map((m: ChatMessage) => m.id)).toEqual([text.body.response.id]);

    // Reading the first page cleared Bob's unread count.
    const after = (await call('GET', '/api/rooms', bob)).body.response.find(
      (room: ChatRoom) => room.roomId === roomId,
    );
    expect(after.unreadCount).toBe(0);
  });

  it('answers non-members as for unknown rooms (404, the same message), and bad bodies 400', async () => {
    const session = newSession();
    const party = busyParty();
    const member = signIn(app(), session, activeMemberSeqs(party)[0]!).headers;
    const roomId = (
      await openRoom(member, { roomType: 'GROUP', type: 'SUBSCRIPTION', typeSeq: party.seq })
    ).body.response.roomId as string;
    const stranger = signIn(app(), session, strangerTo([party])).headers;

    const unknown = await call('GET', '/api/rooms/no-such-room/chat', member);
    const asIfUnknown = {
      status: 404,
      code: 'NOT_FOUND',
      body: { error: { message: `No chat room ${roomId}` } },
    };
    expect(await call('GET', `/api/rooms/${roomId}/chat`, stranger)).toMatchObject(asIfUnknown);
    expect(
      await call('POST', `/api/rooms/${roomId}/chat`, stranger, { message: 'hi' }),
    ).toMatchObject(asIfUnknown);
    expect(
      await call('POST', `/api/rooms/${roomId}/chat/image`, stranger, {
        images: ['https://img.example.com/a.png'],
      }),
    ).toMatchObject(asIfUnknown);
    expect(unknown).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      body: { error: { message: 'No chat room no-such-room' } },
    });
    expect(
      await call('POST', `/api/rooms/${roomId}/chat`, member, { message: '   ' }),
    ).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(
      await call('POST', `/api/rooms/${roomId}/chat/image`, member, {
        images: Array.from({ length: 6 }, (_, i) => `https://img.example.com/${i}.png`),
      }),
    ).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await call('GET', '/api/rooms', { 'x-mock-session': session })).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
  });

  it("lists only the caller's rooms, and a removed party member loses the group room", async () => {
    const session = newSession();
    const party = busyParty();
    const memberSeq = activeMemberSeqs(party)[0]!;
    const member = signIn(app(), session, memberSeq).headers;
    const roomId = (
      await openRoom(member, { roomType: 'GROUP', type: 'SUBSCRIPTION', typeSeq: party.seq })
    ).body.response.roomId as string;

    const world = app().store.session(session).world;
    const mine = (await call('GET', '/api/rooms', member)).body.response as ChatRoom[];
    expect(mine.map((room) => room.roomId)).toContain(roomId);
    for (const room of mine) {
      expect(room.members.map((m) => m.seq)).toContain(memberSeq);
    }
    expect(mine.length).toBe(
      world.chatRooms.filter(
        (room) =>
          (room.roomType === 'PERSONAL' && room.memberSeqs.includes(memberSeq)) ||
          (room.roomType === 'GROUP' &&
            world.partyMembers.some(
              (m) => m.postSeq === room.typeSeq && m.userSeq === memberSeq && m.status === 'ACTIVE',
            )),
      ).length,
    );

    // The founder removes the member (the parties module's write, done here on the world).
    writeWorld(app(), session, (world) => {
      const seat = world.partyMembers.find(
        (m) => m.postSeq === party.seq && m.userSeq === memberSeq,
      )!;
      seat.status = 'REMOVED';
    });
    const after = (await call('GET', '/api/rooms', member)).body.response as ChatRoom[];
    expect(after.map((room) => room.roomId)).not.toContain(roomId);
    expect(await call('GET', `/api/rooms/${roomId}/chat`, member)).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
  });

  it('closes a subscription chat once it has ended (409), keeping its history readable', async () => {
    const session = newSession();
    const { party, daysToEnd } = endingParty();
    const member = signIn(app(), session, activeMemberSeqs(party)[0]!).headers;
    const body = { roomType: 'GROUP', type: 'SUBSCRIPTION', typeSeq: party.seq };
    const roomId = (await openRoom(member, body)).body.response.roomId as string;
    expect(
      (await call('POST', `/api/rooms/${roomId}/chat`, member, { message: 'last call' })).status,
    ).toBe(201);

    const clock = await call(
      'POST',
      '/__mock/clock',
      { 'x-mock-session': session },
      {
        days: daysToEnd,
      },
    );
    expect(clock.status).toBe(200);

    expect(await openRoom(member, body)).toMatchObject({ status: 409, code: 'SUBSCRIPTION_ENDED' });
    expect(
      await call('POST', `/api/rooms/${roomId}/chat`, member, { message: 'too late' }),
    ).toMatchObject({ status: 409, code: 'SUBSCRIPTION_ENDED' });
    expect(
      await call('POST', `/api/rooms/${roomId}/chat/image`, member, {
        images: ['https://img.example.com/late.png'],
      }),
    ).toMatchObject({ status: 409, code: 'SUBSCRIPTION_ENDED' });
    const listed = (await call('GET', '/api/rooms', member)).body.response.find(
      (room: ChatRoom) => room.roomId === roomId,
    );
    expect(listed).toMatchObject({ closed: true, lastMessage: { message: 'last call' } });
    const history = await call('GET', `/api/rooms/${roomId}/chat`, member);
    expect(history.status).toBe(200);
    expect(history.body.response[0].message).toBe('last call');
  });

  it('shows seeded images, stored as paths on this server, as absolute addresses', async () => {
    const session = newSession();
    const seeded = testWorld().chatMessages.find((message) => message.messageType === 'IMAGE');
    const room = testWorld().chatRooms.find((candidate) => candidate.roomId === seeded?.roomId);
    if (!seeded || !room) throw new Error('the test world has no image message');
    const reader = signIn(app(), session, room.memberSeqs[0]!).headers;
    const history = await call('GET', `/api/rooms/${room.roomId}/chat?size=100`, reader);
    expect(history.status).toBe(200);
    const shown = (history.body.response as ChatMessage[]).find((m) => m.id === String(seeded.id));
    expect(shown?.images.map((url) => new URL(url).pathname)).toEqual(seeded.images);
    expect(shown?.images.every((url) => url.startsWith('http://'))).toBe(true);
  });

  it('keeps messages inside their x-mock-session', async () => {
    const party = busyParty();
    const memberSeq = activeMemberSeqs(party)[0]!;
    const body = { roomType: 'GROUP', type: 'SUBSCRIPTION', typeSeq: party.seq };
    const [a, b] = [newSession(), newSession()];
    const inA = signIn(app(), a, memberSeq).headers;
    const inB = signIn(app(), b, memberSeq).headers;
    const roomId = (await openRoom(inA, body)).body.response.roomId as string;
    await openRoom(inB, body);

    const sent = await call('POST', `/api/rooms/${roomId}/chat`, inA, { message: 'only in A' });
    const historyA = await call('GET', `/api/rooms/${roomId}/chat`, inA);
    const historyB = await call('GET', `/api/rooms/${roomId}/chat`, inB);
    expect(historyA.body.response[0].id).toBe(sent.body.response.id);
    expect(historyB.body.response.map((m: ChatMessage) => m.message)).not.toContain('only in A');
    expect(historyB.body.pagination.totalCount).toBe(historyA.body.pagination.totalCount - 1);
  });
});

/** A member's rooms as a pass over the world found them (before issue 38's indexes), by id. */
function roomIdsByPass(world: World, userSeq: number): string[] {
  const seatedIn = new Set<number>();
  for (const member of world.partyMembers) {
    if (member.userSeq === userSeq && member.status === 'ACTIVE') seatedIn.add(member.postSeq);
  }
  return world.chatRooms
    .filter((room) => {
      if (room.roomType === 'PERSONAL') return room.memberSeqs.includes(userSeq);
      if (seatedIn.has(room.typeSeq)) return true;
      return findBySeq(world.subscriptionPosts, room.typeSeq)?.sellerSeq === userSeq;
    })
    .map((room) => room.roomId)
    .sort();
}

/** Last message and unread count of rooms as a pass over every message found them. */
function digestsByPass(world: World, rooms: readonly ChatRoomRecord[], userSeq: number) {
  const digests = new Map(
    rooms.map((room) => [room.roomId, { last: null as ChatMessageRecord | null, unread: 0 }]),
  );
  for (const message of world.chatMessages) {
    const digest = digests.get(message.roomId);
    if (!digest) continue;
    const room = rooms.find((candidate) => candidate.roomId === message.roomId)!;
    digest.last = message;
    if (message.senderSeq !== userSeq && message.id > (room.readUpTo[userSeq] ?? 0)) {
      digest.unread += 1;
    }
  }
  return digests;
}

describe('rooms and digests found through indexes', () => {
  it('answer every member of the default world as passes over it would, before and after a session writes', () => {
    const seed = freezeSeed(generateWorld({ seed: 11, size: 'default', now: TEST_NOW }));
    const world = sessionWorld(seed);
    const compare = () => {
      let unread = 0;
      for (const { seq } of seed.users) {
        const rooms = roomsOf(world, seq);
        expect(rooms.map((room) => room.roomId).sort(), `rooms of ${seq}`).toEqual(
          roomIdsByPass(world, seq),
        );
        const digests = roomDigests(world, rooms, seq);
        expect(digests, `digests of ${seq}`).toEqual(digestsByPass(world, rooms, seq));
        for (const digest of digests.values()) unread += digest.unread;
      }
      return unread;
    };
    expect(compare(), 'unread messages').toBeGreaterThan(0);
    transact(world, (w) => {
      for (const room of w.chatRooms.slice(0, 60)) {
        const [first, second] = room.memberSeqs;
        appendMessage(w, room, first!, { type: 'TEXT', message: 'again' }, TEST_NOW);
        if (second !== undefined) {
          appendMessage(w, room, second, { type: 'TEXT', message: 'and again' }, TEST_NOW);
        }
      }
    });
    compare();
  });
});
