/**
 * contract.community over HTTP: a post's comments for anyone, members writing, editing and deleting
 * their own, the post's seller replying once per comment, and images uploaded as base64 and served
 * back at the address the upload answers. Every answer is validated against the contract.
 */
import { postTypes } from '@market/domain';
import { generateWorld } from '@market/fixtures';
import { findPost } from '@market/world';
import { describe, expect, it } from 'vitest';
import { commentsForSeller, commentsUnder } from '../src/services/community/comments';
import { newestFirst } from '../src/services/newest-first';
import { freezeSeed, sessionWorld } from '../src/store/session-world';
import { transact } from '../src/store/transaction';
import { TEST_NOW } from './helpers/build';
import { clockOf, expectFailure } from './helpers/console';
import { type Actor, addMember, addPost, call, seeded, sharedApp, worldOf } from './helpers/market';

const app = sharedApp();
let sessions = 0;
const newSession = () => `community-${++sessions}`;

const get = (who: Actor | Record<string, string>, url: string) => call(app(), who, 'GET', url);
const post = (who: Actor, url: string, body?: unknown) => call(app(), who, 'POST', url, body);
const put = (who: Actor, url: string, body: unknown) => call(app(), who, 'PUT', url, body);
const del = (who: Actor, url: string) => call(app(), who, 'DELETE', url);

/** A 1×1 transparent PNG. */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
/** The start of a JPEG file (its signature and JFIF header). */
const JPEG_HEAD = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46,
]).toString('base64');

function market() {
  const session = newSession();
  const seller = addMember(app(), session, { seller: true });
  const seller2 = addMember(app(), session, { seller: true });
  const member = addMember(app(), session);
  const other = addMember(app(), session);
  const coupon = addPost(app(), session, 'COUPON', seller.seq);
  return { session, seller, seller2, member, other, coupon };
}

describe('comments', () => {
  it('are listed for anyone, oldest first, with the seller reply', async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    const withReply = world.comments.find(
      (c) => c.deletedAt === null && c.replies.some((r) => r.deletedAt === null),
    )!;
    const visitor = { 'x-mock-session': session };
    const res = await get(
      visitor,
      `/api/comment/list?type=${withReply.postType}&typeSeq=${withReply.postSeq}`,
    );
    expect(res.status).toBe(200);
    const listed = res.body.response as { seq: number; createdAt: string; reply: unknown }[];
    const under = world.comments.filter(
      (c) =>
        c.postType === withReply.postType &&
        c.postSeq === withReply.postSeq &&
        c.deletedAt === null,
    );
    expect(listed.map((c) => c.seq)).toEqual(under.map((c) => c.seq));
    expect(listed.find((c) => c.seq === withReply.seq)?.reply).toMatchObject({
      content: withReply.replies[0]!.text,
    });
    const dates = listed.map((c) => c.createdAt);
    expect(dates).toEqual([...dates].sort());
    expectFailure(
      await get(visitor, '/api/comment/list?type=COUPON&typeSeq=99999'),
      404,
      'NOT_FOUND',
    );
    expectFailure(
      await get(visitor, '/api/comment/list?type=POST&typeSeq=1'),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('are written, edited and deleted by their author only', async () => {
    const { session, member, other, coupon } = market();
    const target = { type: 'COUPON', typeSeq: coupon.seq };
    const created = await post(member, '/api/comment', { ...target, content: '  Still valid?  ' });
    expect(created.status).toBe(201);
    const comment = created.body.response;
    expect(comment).toMatchObject({
      ...target,
      author: { seq: member.seq },
      content: 'Still valid?',
      updatedAt: null,
      reply: null,
    });
    expectFailure(
      await post(member, '/api/comment', { ...target, content: '' }),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await post(member, '/api/comment', { type: 'CODE', typeSeq: 99_999, content: 'hi' }),
      404,
      'NOT_FOUND',
    );

    expectFailure(
      await put(other, `/api/comment/${comment.seq}`, { content: 'mine' }),
      404,
      'NOT_FOUND',
    );
    expectFailure(await del(other, `/api/comment/${comment.seq}`), 404, 'NOT_FOUND');
    clockOf(app(), session).advance({ minutes: 5 });
    const edited = await put(member, `/api/comment/${comment.seq}`, {
      content: 'Is it still valid?',
    });
    expect(edited.body.response).toMatchObject({ content: 'Is it still valid?' });
    expect(edited.body.response.updatedAt).not.toBeNull();

    expect((await del(member, `/api/comment/${comment.seq}`)).body.response).toEqual({
      done: true,
    });
    expectFailure(await del(member, `/api/comment/${comment.seq}`), 404, 'NOT_FOUND');
    const list = await get(member, `/api/comment/list?type=COUPON&typeSeq=${coupon.seq}`);
    expect(list.body.response).toEqual([]);
  });

  it("get one reply, from the post's seller only", async () => {
    const { seller, seller2, member, coupon } = market();
    const comment = (
      await post(member, '/api/comment', {
        type: 'COUPON',
        typeSeq: coupon.seq,
        content: 'Discount?',
      })
    ).body.response;
    const url = `/api/comment/${comment.seq}/reply`;
    expectFailure(await post(member, url, { content: 'me' }), 403, 'SELLER_ONLY');
    expectFailure(await post(seller2, url, { content: 'me' }), 404, 'NOT_FOUND');

    const replied = await post(seller, url, { content: 'No, sorry.' });
    expect(replied.status).toBe(201);
    expect(replied.body.response).toMatchObject({
      author: { seq: seller.seq },
      content: 'No, sorry.',
    });
    expectFailure(await post(seller, url, { content: 'again' }), 409, 'ALREADY_ANSWERED');
    const listed = await get(member, `/api/comment/list?type=COUPON&typeSeq=${coupon.seq}`);
    expect(listed.body.response[0].reply).toMatchObject({ seq: replied.body.response.seq });
    const inConsole = await get(seller, '/api/seller/comment/list?postType=ecoupon');
    expect(inConsole.body.response[0]).toMatchObject({
      seq: comment.seq,
      reply: { content: 'No, sorry.' },
    });

    expectFailure(await put(seller2, url, { content: 'x' }), 404, 'NOT_FOUND');
    expectFailure(await del(seller2, url), 404, 'NOT_FOUND');
    expect((await put(seller, url, { content: 'No discount, sorry.' })).body.response.content).toBe(
      'No discount, sorry.',
    );
    expect((await del(seller, url)).body.response).toEqual({ done: true });
    expectFailure(await put(seller, url, { content: 'x' }), 404, 'NOT_FOUND');
    expect((await post(seller, url, { content: 'Reply again' })).status).toBe(201);

    // Deleting the comment takes the reply along.
    await del(member, `/api/comment/${comment.seq}`);
    expectFailure(await post(seller, url, { content: 'late' }), 404, 'NOT_FOUND');
  });

  it("refuses a member the post's seller blocked", async () => {
    const { seller, member, coupon } = market();
    await post(seller, '/api/seller/block', { userSeq: member.seq, reason: 'spam' });
    const res = await post(member, '/api/comment', {
      type: 'COUPON',
      typeSeq: coupon.seq,
      content: 'hi',
    });
    expectFailure(res, 403, 'BLOCKED_BY_SELLER');
  });
});

describe('image upload', () => {
  it('stores a png and serves it back at the answered address', async () => {
    const { member } = market();
    const res = await post(member, '/api/upload/image', {
      fileName: 'avatar.png',
      contentType: 'image/png',
      dataBase64: PNG_1X1,
    });
    expect(res.status).toBe(201);
    const url = new URL(res.body.response.url);
    const served = await app().inject({ method: 'GET', url: url.pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(Buffer.from(PNG_1X1, 'base64'))).toBe(true);

    const again = await post(member, '/api/upload/image', {
      fileName: 'same.png',
      contentType: 'image/png',
      dataBase64: PNG_1X1,
    });
    expect(again.body.response.url).toBe(res.body.response.url);
    const jpeg = await post(member, '/api/upload/image', {
      fileName: 'photo.JPEG',
      contentType: 'image/jpeg',
      dataBase64: JPEG_HEAD,
    });
    expect(jpeg.status).toBe(201);
    expect(jpeg.body.response.url).toMatch(/\.jpg$/);
    const missing = await app().inject({ method: 'GET', url: '/uploads/0000.png' });
    expect(missing.statusCode).toBe(404);
  });

  it("answers an address on the origin the browser called, through the web server's proxy", async () => {
    const { member } = market();
    const png = { fileName: 'a.png', contentType: 'image/png', dataBase64: PNG_1X1 };
    // The web app's server proxies /api and /uploads, saying where the browser called it.
    const proxied = { 'x-forwarded-host': 'shop.example:4373', 'x-forwarded-proto': 'https' };
    const res = await call(
      app(),
      { ...member.headers, ...proxied },
      'POST',
      '/api/upload/image',
      png,
    );
    expect(res.body.response.url).toMatch(/^https:\/\/shop\.example:4373\/uploads\/\w+\.png$/);
    // Called directly, the mock answers its own address.
    const direct = await post(member, '/api/upload/image', png);
    expect(direct.body.response.url).toMatch(/^http:\/\/localhost(:80)?\/uploads\//);
  });

  it('refuses other types, bytes that are not what they claim, and oversize bodies', async () => {
    const { member } = market();
    const upload = (body: Record<string, string>) =>
      post(member, '/api/upload/image', {
        fileName: 'a.png',
        contentType: 'image/png',
        dataBase64: PNG_1X1,
        ...body,
      });
    expectFailure(await upload({ fileName: 'anim.gif' }), 400, 'VALIDATION_FAILED');
    expectFailure(await upload({ contentType: 'image/gif' }), 400, 'VALIDATION_FAILED');
    expectFailure(await upload({ dataBase64: 'not base64!' }), 400, 'VALIDATION_FAILED');
    expectFailure(await upload({ dataBase64: JPEG_HEAD }), 400, 'UNSUPPORTED_IMAGE_TYPE');
    expectFailure(await upload({ fileName: 'a.jpg' }), 400, 'UNSUPPORTED_IMAGE_TYPE');
    const huge = Buffer.alloc(1_100_000, 1).toString('base64');
    expectFailure(await upload({ dataBase64: huge }), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('needs a signed-in member', async () => {
    const session = newSession();
    const res = await call(app(), { 'x-mock-session': session }, 'POST', '/api/upload/image', {
      fileName: 'a.png',
      contentType: 'image/png',
      dataBase64: PNG_1X1,
    });
    expectFailure(res, 401, 'UNAUTHENTICATED');
    const buyer = seeded(app(), session, 'buyer@example.com');
    expect(
      (
        await post(buyer, '/api/upload/image', {
          fileName: 'a.png',
          contentType: 'image/png',
          dataBase64: PNG_1X1,
        })
      ).status,
    ).toBe(201);
  });
});

describe('comments found through indexes', () => {
  it('answer as passes over every comment would, before and after a session writes', () => {
    const seed = freezeSeed(generateWorld({ seed: 11, size: 'default', now: TEST_NOW }));
    const world = sessionWorld(seed);
    const sellers = [
      ...new Set(
        [...seed.subscriptionPosts, ...seed.couponPosts, ...seed.codePosts].map((p) => p.sellerSeq),
      ),
    ];
    const compare = () => {
      for (const sellerSeq of sellers) {
        for (const type of [undefined, ...postTypes]) {
          const byPass = world.comments
            .filter(
              (comment) =>
                comment.deletedAt === null &&
                (type === undefined || comment.postType === type) &&
                findPost(world, comment.postType, comment.postSeq)!.sellerSeq === sellerSeq,
            )
            .sort(newestFirst);
          expect(commentsForSeller(world, sellerSeq, type), `${sellerSeq} ${type}`).toEqual(byPass);
        }
      }
      for (const comment of world.comments.slice(0, 100)) {
        expect(commentsUnder(world, comment.postType, comment.postSeq)).toEqual(
          world.comments.filter(
            (other) =>
              other.postType === comment.postType &&
              other.postSeq === comment.postSeq &&
              other.deletedAt === null,
          ),
        );
      }
    };
    compare();
    // Comments written in the session, some at the same moment as others (newest first breaks
    // the tie by seq), one deleted.
    transact(world, (w) => {
      for (const comment of w.comments.slice(0, 30)) {
        w.comments.push({ ...comment, seq: w.ids.comments++, replies: [], createdAt: TEST_NOW });
      }
      w.comments[3]!.deletedAt = TEST_NOW;
    });
    compare();
  });
});
