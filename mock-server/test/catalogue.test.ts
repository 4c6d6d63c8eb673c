/**
 * contract.catalogue over HTTP: categories and their tree, the three post lists (category with
 * descendants, status, keyword in ko/en/es, promotions order, paging), details with the viewer's
 * state, search with counts and popular keywords, and the public store. Every answer is validated
 * against the contract. Worlds are changed directly in some tests, as another module would change
 * them, to show that the catalogue's indexes follow.
 */
import type { PostType } from '@market/domain';
import {
  type CategoryRecord,
  type ProductPostRecord,
  type SubscriptionPostRecord,
  type World,
  findPost,
  buildPartyMember,
  postsOfType,
} from '@market/world';
import { describe, expect, it } from 'vitest';
import { currentSubscriptionStatus } from '../src/services/party-status';
import {
  type Wire,
  addMember,
  addPost,
  call,
  seeded,
  sharedApp,
  worldOf,
  writeWorld,
} from './helpers/market';
import { TEST_NOW } from './helpers/build';

const app = sharedApp();
let sessions = 0;
const newSession = () => `catalogue-${++sessions}`;
const visitor = (session: string) => ({ 'x-mock-session': session });

const LIST_URL: Record<PostType, string> = {
  SUBSCRIPTION: '/api/subscribe/share',
  COUPON: '/api/coupon',
  CODE: '/api/digital/code',
};
const DETAIL_URL: Record<PostType, (seq: number) => string> = {
  SUBSCRIPTION: (seq) => `/api/subscribe/share/${seq}/view`,
  COUPON: (seq) => `/api/coupon/${seq}/view`,
  CODE: (seq) => `/api/digital/code/${seq}/view`,
};

/** Every item of a paged list, page by page, checking the pagination on the way. */
async function allPages(session: string, url: string, size = 100): Promise<Wire[]> {
  const items: Wire[] = [];
  const join = url.includes('?') ? '&' : '?';
  for (let page = 1; ; page += 1) {
    const res = await call(
      app(),
      visitor(session),
      'GET',
      `${url}${join}page=${page}&size=${size}`,
    );
    expect(res.status).toBe(200);
    items.push(...res.body.response);
    const pagination = res.body.pagination!;
    expect(pagination.currentPage).toBe(page);
    if ((pagination as Wire).nextPage === null) {
      expect(items).toHaveLength(pagination.totalCount);
      return items;
    }
  }
}

const seqs = (items: Wire[]) => items.map((item: { seq: number }) => item.seq);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/** A category and all below it, computed here from the parent links. */
function subtree(world: World, root: number): Set<number> {
  const out = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of world.categories) {
      if (c.parentSeq !== null && out.has(c.parentSeq) && !out.has(c.seq)) {
        out.add(c.seq);
        grew = true;
      }
    }
  }
  return out;
}

const livePosts = (world: World, type: PostType) =>
  (postsOfType(world, type) as (ProductPostRecord | SubscriptionPostRecord)[]).filter(
    (p) => p.deletedAt === null,
  );

describe('exchange rate and categories', () => {
  it('answers the world rate and every category', async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    const rate = await call(app(), visitor(session), 'GET', '/api/common/exchange');
    expect(rate.body.response).toEqual({ usd: world.usdRate });

    const all = await call(app(), visitor(session), 'GET', '/api/common/category');
    expect(all.status).toBe(200);
    expect(sorted(seqs(all.body.response))).toEqual(sorted(world.categories.map((c) => c.seq)));
    const names = all.body.response.map((c: { name: string }) => JSON.parse(c.name));
    expect(names[0]).toHaveProperty('ko');
  });

  it('walks the tree: top level, children with the breadcrumb path, 404 for an unknown parent', async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    const top = await call(
      app(),
      visitor(session),
      'GET',
      '/api/common/category/hierarchy?postType=COUPON',
    );
    expect(top.status).toBe(200);
    expect(top.body.response.parent).toBeNull();
    expect(top.body.response.path).toEqual([]);
    const topSeqs = world.categories
      .filter((c) => c.postType === 'COUPON' && c.parentSeq === null)
      .map((c) => c.seq);
    expect(sorted(seqs(top.body.response.children))).toEqual(sorted(topSeqs));

    // A depth-2 category: its path runs from the top level down to it.
    const middle = world.categories.find(
      (c) =>
        c.postType === 'COUPON' &&
        c.depth === 2 &&
        world.categories.some((d) => d.parentSeq === c.seq),
    )!;
    const level = await call(
      app(),
      visitor(session),
      'GET',
      `/api/common/category/hierarchy?postType=COUPON&parentSeq=${middle.seq}`,
    );
    expect(level.status).toBe(200);
    expect(level.body.response.parent.seq).toBe(middle.seq);
    expect(seqs(level.body.response.path)).toEqual([middle.parentSeq, middle.seq]);
    expect(sorted(seqs(level.body.response.children))).toEqual(
      sorted(world.categories.filter((c) => c.parentSeq === middle.seq).map((c) => c.seq)),
    );

    const unknown = await call(
      app(),
      visitor(session),
      'GET',
      '/api/common/category/hierarchy?postType=COUPON&parentSeq=99999',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error!.code).toBe('NOT_FOUND');
    const otherType = await call(
      app(),
      visitor(session),
      'GET',
      `/api/common/category/hierarchy?postType=SUBSCRIPTION&parentSeq=${middle.seq}`,
    );
    expect(otherType.status).toBe(404);
  });
});

describe('post lists', () => {
  it.each(['SUBSCRIPTION', 'COUPON', 'CODE'] as const)(
    'list every live %s post once, never a deleted one',
    async (type) => {
      const session = newSession();
      const world = worldOf(app(), session);
      const deleted = (postsOfType(world, type) as { seq: number; deletedAt: number | null }[])
        .filter((p) => p.deletedAt !== null)
        .map((p) => p.seq);
      expect(deleted.length).toBeGreaterThan(0);
      const items = await allPages(session, LIST_URL[type], 7);
      expect(sorted(seqs(items))).toEqual(sorted(livePosts(world, type).map((p) => p.seq)));
      for (const seq of deleted) expect(seqs(items)).not.toContain(seq);
    },
  );

  it('filter by a category with all its descendants, and by a subcategory', async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    const coupons = livePosts(world, 'COUPON');
    const top = world.categories.find(
      (c) =>
        c.postType === 'COUPON' &&
        c.parentSeq === null &&
        coupons.some((p) => subtree(world, c.seq).has(p.categorySeq)),
    )!;
    const expected = coupons.filter((p) => subtree(world, top.seq).has(p.categorySeq));
    const items = await allPages(session, `/api/coupon?categorySeq=${top.seq}`);
    expect(sorted(seqs(items))).toEqual(sorted(expected.map((p) => p.seq)));
    // Posts are filed under leaves, so only the descendants bring them in.
    expect(expected.every((p) => p.categorySeq !== top.seq)).toBe(true);

    const sub = world.categories.find(
      (c) =>
        c.parentSeq === top.seq && expected.some((p) => subtree(world, c.seq).has(p.categorySeq)),
    )!;
    const narrowed = await allPages(
      session,
      `/api/coupon?categorySeq=${top.seq}&subcategorySeq=${sub.seq}`,
    );
    expect(sorted(seqs(narrowed))).toEqual(
      sorted(expected.filter((p) => subtree(world, sub.seq).has(p.categorySeq)).map((p) => p.seq)),
    );
    expect(narrowed.length).toBeLessThan(items.length);

    // A subcategory outside the category lets nothing through.
    const stranger = world.categories.find(
      (c) => c.postType === 'COUPON' && c.depth === 2 && c.parentSeq !== top.seq,
    )!;
    const none = await allPages(
      session,
      `/api/coupon?categorySeq=${top.seq}&subcategorySeq=${stranger.seq}`,
    );
    expect(none).toEqual([]);
  });

  it('filter coupons and codes by their status', async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    for (const type of ['COUPON', 'CODE'] as const) {
      for (const status of ['ON_SALE', 'SOLD'] as const) {
        const items = await allPages(session, `${LIST_URL[type]}?status=${status}`);
        const expected = livePosts(world, type).filter((p) => p.status === status);
        expect(expected.length).toBeGreaterThan(0);
        expect(sorted(seqs(items))).toEqual(sorted(expected.map((p) => p.seq)));
      }
    }
  });

  it('filter parties by the status derived now, not the stored one', async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    const seller = seeded(app(), session, 'seller@example.com');
    // Stored as recruiting, but its only seat is taken: it shows as COMPLETED.
    const full = addPost(app(), session, 'SUBSCRIPTION', seller.seq, {
      status: 'SUB_ON_SALE',
      memberLimit: 1,
      subscriptionStartsAt: '2026-03-01',
      subscriptionEndsAt: '2026-12-31',
    });
    const member = addMember(app(), session);
    writeWorld(app(), session, (world) =>
      buildPartyMember(world, { postSeq: full.seq, userSeq: member.seq, status: 'ACTIVE' }),
    );

    for (const status of ['SUB_ON_SALE', 'COMPLETED', 'EXTENDABLE', 'ENDED'] as const) {
      const items = await allPages(session, `/api/subscribe/share?status=${status}`);
      const expected = livePosts(world, 'SUBSCRIPTION').filter(
        (p) => currentSubscriptionStatus(world, p as SubscriptionPostRecord, TEST_NOW) === status,
      );
      expect(sorted(seqs(items))).toEqual(sorted(expected.map((p) => p.seq)));
      for (const item of items) expect(item.status).toBe(status);
    }
    const completed = await allPages(session, '/api/subscribe/share?status=COMPLETED');
    expect(seqs(completed)).toContain(full.seq);
    const fullItem = completed.find((item) => item.seq === full.seq);
    expect(fullItem.memberCount).toBe(1);
  });

  it("move parties on with the session's clock, in lists and details alike", async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    const party = livePosts(world, 'SUBSCRIPTION').find(
      (p) => currentSubscriptionStatus(world, p as SubscriptionPostRecord, TEST_NOW) !== 'ENDED',
    ) as SubscriptionPostRecord;
    const before = await call(app(), visitor(session), 'GET', DETAIL_URL.SUBSCRIPTION(party.seq));
    expect(before.body.response.status).not.toBe('ENDED');
    expect(seqs(await allPages(session, '/api/subscribe/share?status=ENDED'))).not.toContain(
      party.seq,
    );

    const days =
      Math.ceil(
        (Date.parse(`${party.subscriptionEndsAt}T00:00:00+09:00`) - TEST_NOW) / 86_400_000,
      ) + 1;
    // Moved without a request, as a running clock moves: no write, only a new day.
    app().store.session(session).clock.advance({ days });
    const after = await call(app(), visitor(session), 'GET', DETAIL_URL.SUBSCRIPTION(party.seq));
    expect(after.body.response.status).toBe('ENDED');
    expect(seqs(await allPages(session, '/api/subscribe/share?status=ENDED'))).toContain(party.seq);
  });

  it('find the same posts by a keyword in Korean, English or Spanish, in any case', async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    const post = livePosts(world, 'COUPON')[0]!;
    const found: number[][] = [];
    for (const keyword of [
      post.title.ko,
      post.title.en.toUpperCase(),
      post.title.es.toLowerCase(),
    ]) {
      const items = await allPages(session, `/api/coupon?keyword=${encodeURIComponent(keyword)}`);
      expect(seqs(items)).toContain(post.seq);
      found.push(sorted(seqs(items)));
    }
    expect(found[1]).toEqual(found[0]);
    expect(found[2]).toEqual(found[0]);

    // A word of the title matches every live coupon whose title holds it in any language.
    const word = post.title.en.split(' ')[0]!;
    const byWord = await allPages(session, `/api/coupon?keyword=${encodeURIComponent(word)}`);
    const lower = word.toLowerCase();
    const expected = livePosts(world, 'COUPON').filter((p) =>
      [p.title.ko, p.title.en, p.title.es].some((t) => t.toLowerCase().includes(lower)),
    );
    expect(sorted(seqs(byWord))).toEqual(sorted(expected.map((p) => p.seq)));
  });

  it('put PICKed posts first, then UP-boosted ones by their last boost, then the newest', async () => {
    const session = newSession();
    const seller = seeded(app(), session, 'seller@example.com');
    writeWorld(app(), session, (world) => {
      for (const post of world.codePosts) Object.assign(post, { picked: false, boostedAt: null });
    });
    const day = 86_400_000;
    const oldPicked = addPost(app(), session, 'CODE', seller.seq, {
      createdAt: TEST_NOW - 90 * day,
      picked: true,
    });
    const newPicked = addPost(app(), session, 'CODE', seller.seq, {
      createdAt: TEST_NOW - 60 * day,
      picked: true,
    });
    const boostedEarly = addPost(app(), session, 'CODE', seller.seq, {
      createdAt: TEST_NOW - 80 * day,
      boostedAt: TEST_NOW - 2 * day,
    });
    const boostedLate = addPost(app(), session, 'CODE', seller.seq, {
      createdAt: TEST_NOW - 70 * day,
      boostedAt: TEST_NOW - day,
    });
    const newest = addPost(app(), session, 'CODE', seller.seq, { createdAt: TEST_NOW - 1000 });

    const items = await allPages(session, '/api/digital/code');
    expect(seqs(items).slice(0, 5)).toEqual([
      newPicked.seq,
      oldPicked.seq,
      boostedLate.seq,
      boostedEarly.seq,
      newest.seq,
    ]);
    const rest = items.slice(4).map((item: { createdAt: string }) => item.createdAt);
    expect(rest).toEqual([...rest].sort().reverse());

    // An UP used now by the promotions module lifts a post above the other boosts.
    const last = writeWorld(app(), session, (world) => {
      const post = world.codePosts.find((p) => p.seq === seqs(items).at(-1))!;
      post.boostedAt = TEST_NOW;
      return post;
    });
    const again = await allPages(session, '/api/digital/code');
    expect(seqs(again).slice(0, 3)).toEqual([newPicked.seq, oldPicked.seq, last.seq]);

    // Other orders: newest first, by price.
    const latest = await allPages(session, '/api/digital/code?sort=LATEST');
    expect(latest[0].seq).toBe(newest.seq);
    const byPrice = await allPages(session, '/api/digital/code?sort=PRICE_ASC');
    const prices = byPrice.map((item: { price: number }) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('page: the last page has no next page, a page past the end is empty', async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    const total = livePosts(world, 'COUPON').length;
    const size = 7;
    const lastPage = Math.ceil(total / size);
    const last = await call(
      app(),
      visitor(session),
      'GET',
      `/api/coupon?page=${lastPage}&size=${size}`,
    );
    expect(last.body.pagination).toEqual({
      currentPage: lastPage,
      pageSize: size,
      totalCount: total,
      totalPage: lastPage,
      nextPage: null,
    });
    expect(last.body.response).toHaveLength(total - (lastPage - 1) * size);
    const first = await call(app(), visitor(session), 'GET', `/api/coupon?page=1&size=${size}`);
    expect((first.body.pagination as Wire).nextPage).toBe(2);
    const beyond = await call(
      app(),
      visitor(session),
      'GET',
      `/api/coupon?page=${lastPage + 1}&size=${size}`,
    );
    expect(beyond.status).toBe(200);
    expect(beyond.body.response).toEqual([]);
    expect(beyond.body.pagination).toMatchObject({
      currentPage: lastPage + 1,
      totalCount: total,
      nextPage: null,
    });
    const bad = await call(app(), visitor(session), 'GET', '/api/coupon?page=0');
    expect(bad.status).toBe(400);
  });

  it('follow posts created, edited, sold and deleted by others in the very next call', async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    const seller = seeded(app(), session, 'seller2@example.com');
    const before = await allPages(session, '/api/coupon?status=ON_SALE');
    const [toSell, toDelete, toEdit] = before.map((item) =>
      world.couponPosts.find((p) => p.seq === item.seq)!,
    ) as ProductPostRecord[];

    // Created: appended to the collection, as the seller-posts module does.
    const created = addPost(app(), session, 'COUPON', seller.seq, {
      title: { ko: '번개 쿠폰', en: 'Lightning coupon', es: 'Cupón relámpago' },
    });
    // Sold, deleted, edited in place, with the version bump writers outside a request make.
    writeWorld(app(), session, (world) => {
      const edited = (post: ProductPostRecord) => findPost(world, 'COUPON', post.seq)!;
      edited(toSell!).status = 'SOLD';
      edited(toDelete!).deletedAt = TEST_NOW;
      edited(toEdit!).title = { ko: '천둥 쿠폰', en: 'Thunder coupon', es: 'Cupón trueno' };
    });

    const onSale = seqs(await allPages(session, '/api/coupon?status=ON_SALE'));
    expect(onSale).toContain(created.seq);
    expect(onSale).not.toContain(toSell!.seq);
    expect(onSale).not.toContain(toDelete!.seq);
    expect(seqs(await allPages(session, '/api/coupon?status=SOLD'))).toContain(toSell!.seq);
    expect(seqs(await allPages(session, '/api/coupon?keyword=relámpago'))).toEqual([created.seq]);
    expect(seqs(await allPages(session, '/api/coupon?keyword=thunder'))).toEqual([toEdit!.seq]);
    const search = await allPages(session, '/api/common/search/posts?keyword=%EC%B2%9C%EB%91%A5');
    expect(seqs(search)).toEqual([toEdit!.seq]);
    const gone = await call(app(), visitor(session), 'GET', DETAIL_URL.COUPON(toDelete!.seq));
    expect(gone.status).toBe(404);
  });

  it('see a code sold through a real checkout in the next list call', async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    const seller = seeded(app(), session, 'seller@example.com');
    const buyer = addMember(app(), session, { emoney: 100_000 });
    const code = addPost(app(), session, 'CODE', seller.seq, {
      price: 1_000,
      expiresAt: '2027-01-01',
    });
    expect(seqs(await allPages(session, '/api/digital/code?status=ON_SALE'))).toContain(code.seq);

    const cart = await call(app(), buyer, 'POST', '/api/cart', { type: 'CODE', typeSeq: code.seq });
    expect(cart.status).toBe(201);
    const order = await call(app(), buyer, 'POST', '/api/order', {
      carts: [cart.body.response.seq],
    });
    expect(order.status).toBe(201);
    expect(world.codePosts.find((p) => p.seq === code.seq)!.status).toBe('SOLD');

    expect(seqs(await allPages(session, '/api/digital/code?status=ON_SALE'))).not.toContain(
      code.seq,
    );
    expect(seqs(await allPages(session, '/api/digital/code?status=SOLD'))).toContain(code.seq);
    const detail = await call(app(), buyer, 'GET', DETAIL_URL.CODE(code.seq));
    expect(detail.body.response.status).toBe('SOLD');
    expect(detail.body.response.viewer.purchased).toBe(true);
  });
});

describe('post details', () => {
  it.each(['SUBSCRIPTION', 'COUPON', 'CODE'] as const)(
    'show a %s with its seller profile to a visitor, 404 for unknown or deleted',
    async (type) => {
      const session = newSession();
      const world = worldOf(app(), session);
      const post = livePosts(world, type)[0]!;
      const res = await call(app(), visitor(session), 'GET', DETAIL_URL[type](post.seq));
      expect(res.status).toBe(200);
      expect(res.body.response).toMatchObject({ seq: post.seq, type, viewer: null });
      expect(res.body.response.seller.seq).toBe(post.sellerSeq);
      const livePostsOfSeller = livePosts(world, type).filter(
        (p) => p.sellerSeq === post.sellerSeq,
      );
      const countKey = {
        SUBSCRIPTION: 'subscriptionPostCount',
        COUPON: 'couponPostCount',
        CODE: 'codePostCount',
      }[type];
      expect(res.body.response.seller[countKey]).toBe(livePostsOfSeller.length);

      const deleted = (
        postsOfType(world, type) as { seq: number; deletedAt: number | null }[]
      ).find((p) => p.deletedAt !== null)!;
      for (const seq of [deleted.seq, 99_999]) {
        const missing = await call(app(), visitor(session), 'GET', DETAIL_URL[type](seq));
        expect(missing.status).toBe(404);
        expect(missing.body.error!.code).toBe('NOT_FOUND');
      }
    },
  );

  it("tell a signed-in viewer their own post, their cart, their purchase and a seller's block", async () => {
    const session = newSession();
    const seller = seeded(app(), session, 'seller@example.com');
    const buyer = addMember(app(), session, { emoney: 50_000 });
    const coupon = addPost(app(), session, 'COUPON', seller.seq, {
      price: 1_000,
      expiresAt: '2027-01-01',
    });
    const party = addPost(app(), session, 'SUBSCRIPTION', seller.seq, {
      status: 'SUB_ON_SALE',
      memberLimit: 3,
      subscriptionStartsAt: '2026-03-01',
      subscriptionEndsAt: '2026-12-31',
    });

    const own = await call(app(), seller, 'GET', DETAIL_URL.COUPON(coupon.seq));
    expect(own.body.response.viewer).toEqual({
      own: true,
      inCart: false,
      purchased: false,
      blocked: false,
    });

    const fresh = await call(app(), buyer, 'GET', DETAIL_URL.COUPON(coupon.seq));
    expect(fresh.body.response.viewer).toEqual({
      own: false,
      inCart: false,
      purchased: false,
      blocked: false,
    });

    await call(app(), buyer, 'POST', '/api/cart', { type: 'COUPON', typeSeq: coupon.seq });
    const inCart = await call(app(), buyer, 'GET', DETAIL_URL.COUPON(coupon.seq));
    expect(inCart.body.response.viewer.inCart).toBe(true);

    writeWorld(app(), session, (world) => {
      buildPartyMember(world, { postSeq: party.seq, userSeq: buyer.seq, status: 'ACTIVE' });
      world.blocks.push({
        sellerSeq: seller.seq,
        userSeq: buyer.seq,
        reason: 'spam',
        createdAt: TEST_NOW,
      });
    });
    const joined = await call(app(), buyer, 'GET', DETAIL_URL.SUBSCRIPTION(party.seq));
    expect(joined.body.response.viewer).toEqual({
      own: false,
      inCart: false,
      purchased: true,
      blocked: true,
    });
    expect(joined.body.response.memberCount).toBe(1);
    expect(JSON.stringify(joined.body)).not.toContain('spam');

    // A visitor sees no viewer state, nor does a caller with a stale token (read as a visitor).
    const anonymous = await call(
      app(),
      visitor(session),
      'GET',
      DETAIL_URL.SUBSCRIPTION(party.seq),
    );
    expect(anonymous.body.response.viewer).toBeNull();
    const stale = await call(
      app(),
      { ...visitor(session), api_key: 'Bearer nope' },
      'GET',
      DETAIL_URL.SUBSCRIPTION(party.seq),
    );
    expect(stale.status).toBe(200);
    expect(stale.body.response.viewer).toBeNull();
  });
});

describe('search', () => {
  it('find a post by its title in every language, narrow by subkeyword and type, count per type', async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    const party = livePosts(world, 'SUBSCRIPTION')[0]!;
    const word = (text: string) => text.split(' ')[0]!;
    for (const keyword of [word(party.title.ko), word(party.title.en), word(party.title.es)]) {
      const items = await allPages(
        session,
        `/api/common/search/posts?keyword=${encodeURIComponent(keyword)}`,
      );
      expect(items.some((item) => item.type === 'SUBSCRIPTION' && item.seq === party.seq)).toBe(
        true,
      );
    }

    const keyword = word(party.title.en);
    const lower = keyword.toLowerCase();
    const matches = (p: { title: { ko: string; en: string; es: string } }, term: string) =>
      [p.title.ko, p.title.en, p.title.es].some((t) => t.toLowerCase().includes(term));
    const counts = await call(
      app(),
      visitor(session),
      'GET',
      `/api/common/search/posts/count?keyword=${encodeURIComponent(keyword)}`,
    );
    expect(counts.status).toBe(200);
    expect(counts.body.response).toEqual({
      subscriptionCount: livePosts(world, 'SUBSCRIPTION').filter((p) => matches(p, lower)).length,
      couponCount: livePosts(world, 'COUPON').filter((p) => matches(p, lower)).length,
      codeCount: livePosts(world, 'CODE').filter((p) => matches(p, lower)).length,
      sellerCount: world.users.filter(
        (u) =>
          u.roles.includes('SELLER') &&
          u.removedAt === null &&
          u.nickname.toLowerCase().includes(lower),
      ).length,
    });
    const all = await allPages(
      session,
      `/api/common/search/posts?keyword=${encodeURIComponent(keyword)}`,
    );
    const { subscriptionCount, couponCount, codeCount } = counts.body.response;
    expect(all).toHaveLength(subscriptionCount + couponCount + codeCount);
    // Across types, the promotions order still holds: PICKed first.
    const picked = all.map((item: { picked: boolean }) => item.picked);
    expect(picked).toEqual([...picked].sort((a, b) => Number(b) - Number(a)));

    const onlyParties = await allPages(
      session,
      `/api/common/search/posts?keyword=${encodeURIComponent(keyword)}&type=SUBSCRIPTION`,
    );
    expect(onlyParties).toHaveLength(subscriptionCount);
    expect(onlyParties.every((item) => item.type === 'SUBSCRIPTION')).toBe(true);

    const sub = party.title.en.split(' ').at(-1)!;
    const narrowed = await allPages(
      session,
      `/api/common/search/posts?keyword=${encodeURIComponent(keyword)}&subkeyword=${encodeURIComponent(sub)}`,
    );
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThanOrEqual(all.length);
    for (const item of narrowed) {
      const title = JSON.parse(item.title) as Record<string, string>;
      const text = Object.values(title).join(' ').toLowerCase();
      expect(text).toContain(lower);
      expect(text).toContain(sub.toLowerCase());
    }

    const empty = await call(
      app(),
      visitor(session),
      'GET',
      '/api/common/search/posts?keyword=%20',
    );
    expect(empty.status).toBe(400);
  });

  it('search sellers by nickname', async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    const seller = world.users.find((u) => u.email === 'seller@example.com')!;
    const part = seller.nickname.slice(0, Math.max(2, seller.nickname.length - 1)).toUpperCase();
    const res = await call(
      app(),
      visitor(session),
      'GET',
      `/api/common/seller/search?keyword=${encodeURIComponent(part)}`,
    );
    expect(res.status).toBe(200);
    expect(seqs(res.body.response)).toContain(seller.seq);
    const exact = await call(
      app(),
      visitor(session),
      'GET',
      `/api/common/seller/search?keyword=${encodeURIComponent(seller.nickname)}`,
    );
    expect(exact.body.response[0].seq).toBe(seller.seq);
    // Members who are not sellers are not found.
    const buyer = world.users.find((u) => u.email === 'buyer@example.com')!;
    const none = await call(
      app(),
      visitor(session),
      'GET',
      `/api/common/seller/search?keyword=${encodeURIComponent(buyer.nickname)}`,
    );
    expect(seqs(none.body.response)).not.toContain(buyer.seq);
  });

  it('record each search and rank the trending keywords by count', async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    const before = await call(app(), visitor(session), 'GET', '/api/common/popular/keyword');
    expect(before.status).toBe(200);
    const ranks = before.body.response.map((k: { rank: number }) => k.rank);
    expect(ranks).toEqual(ranks.map((_: number, i: number) => i + 1));
    expect(before.body.response.map((k: { keyword: string }) => k.keyword)).not.toContain('Zelda');

    const top = [...world.popularKeywords].sort((a, b) => b.count - a.count)[0]!;
    const search = (keyword: string, page = 1) =>
      call(
        app(),
        visitor(session),
        'GET',
        `/api/common/search/posts?keyword=${encodeURIComponent(keyword)}&page=${page}`,
      );
    for (let i = 0; i < 3; i += 1) await search('Zelda');
    await search('zelda');
    await search('Zelda', 2); // paging is not a new search
    expect(world.popularKeywords.find((k) => k.keyword === 'Zelda')?.count).toBe(4);

    // Enough searches to beat the leader put the keyword first.
    writeWorld(app(), session, (world) => {
      world.popularKeywords.find((k) => k.keyword === 'Zelda')!.count = top.count + 1;
    });
    const after = await call(app(), visitor(session), 'GET', '/api/common/popular/keyword');
    expect(after.body.response[0]).toEqual({ rank: 1, keyword: 'Zelda' });
    expect(after.body.response[1].keyword).toBe(top.keyword);
  });
});

describe('seller store', () => {
  it('show the profile with its counts, 404 for a member without a store', async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    const seller = world.users.find((u) => u.email === 'seller@example.com')!;
    const res = await call(app(), visitor(session), 'GET', `/api/common/seller/${seller.seq}/view`);
    expect(res.status).toBe(200);
    const reviews = world.reviews.filter((r) => r.sellerSeq === seller.seq);
    expect(res.body.response).toMatchObject({
      seq: seller.seq,
      nickname: seller.nickname,
      intro: seller.sellerIntro,
      subscriptionPostCount: livePosts(world, 'SUBSCRIPTION').filter(
        (p) => p.sellerSeq === seller.seq,
      ).length,
      couponPostCount: livePosts(world, 'COUPON').filter((p) => p.sellerSeq === seller.seq).length,
      codePostCount: livePosts(world, 'CODE').filter((p) => p.sellerSeq === seller.seq).length,
      positiveReviewCount: reviews.filter((r) => r.like).length,
      negativeReviewCount: reviews.filter((r) => !r.like).length,
    });
    const buyer = world.users.find((u) => u.email === 'buyer@example.com')!;
    for (const seq of [buyer.seq, 99_999]) {
      for (const url of [
        `/api/common/seller/${seq}/view`,
        `/api/common/seller/${seq}/stats`,
        `/api/common/seller/${seq}/posts`,
        `/api/seller/review/public/${seq}/list`,
      ]) {
        const missing = await call(app(), visitor(session), 'GET', url);
        expect(missing.status).toBe(404);
      }
    }
  });

  it('count sales and refunds per type from orders and refunds', async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    const seller = world.users.find((u) => u.email === 'seller@example.com')!;
    const count = (type: PostType) => ({
      sales: world.orders
        .filter((o) => o.paidAt !== null && o.status !== 'CANCELLED')
        .flatMap((o) => o.items)
        .filter((i) => i.sellerSeq === seller.seq && i.postType === type).length,
      refunds: world.refunds.filter(
        (r) => r.sellerSeq === seller.seq && r.postType === type && r.status === 'APPROVED',
      ).length,
    });
    const res = await call(
      app(),
      visitor(session),
      'GET',
      `/api/common/seller/${seller.seq}/stats`,
    );
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({
      seq: seller.seq,
      subscriptionSalesCount: count('SUBSCRIPTION').sales,
      subscriptionRefundCount: count('SUBSCRIPTION').refunds,
      couponSalesCount: count('COUPON').sales,
      couponRefundCount: count('COUPON').refunds,
      codeSalesCount: count('CODE').sales,
      codeRefundCount: count('CODE').refunds,
    });
    const total = Object.values(res.body.response as Record<string, number>).reduce(
      (a, b) => a + b,
      0,
    );
    expect(total - seller.seq).toBeGreaterThan(0);
  });

  it("list a seller's posts by type and keyword, newest first", async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    const seller = world.users.find((u) => u.email === 'seller@example.com')!;
    const mine = (type: PostType) =>
      livePosts(world, type).filter((p) => p.sellerSeq === seller.seq);
    const all = await allPages(session, `/api/common/seller/${seller.seq}/posts`, 10);
    expect(all).toHaveLength(
      mine('SUBSCRIPTION').length + mine('COUPON').length + mine('CODE').length,
    );
    const created = all.map((item: { createdAt: string }) => item.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    const codes = await allPages(session, `/api/common/seller/${seller.seq}/posts?type=CODE`);
    expect(sorted(seqs(codes))).toEqual(sorted(mine('CODE').map((p) => p.seq)));
    const sample = mine('COUPON')[0]!;
    const byKeyword = await allPages(
      session,
      `/api/common/seller/${seller.seq}/posts?keyword=${encodeURIComponent(sample.title.ko)}`,
    );
    expect(byKeyword.map((item) => `${item.type}:${item.seq}`)).toContain(`COUPON:${sample.seq}`);
    expect(byKeyword.every((item) => item.seller.seq === seller.seq)).toBe(true);
  });

  it('list public reviews by tone, the reviewer by nickname only', async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    const sellerSeq = [...new Set(world.reviews.map((r) => r.sellerSeq))].find(
      (seq) =>
        world.reviews.some((r) => r.sellerSeq === seq && r.like) &&
        world.reviews.some((r) => r.sellerSeq === seq && !r.like),
    )!;
    expect(sellerSeq).toBeDefined();
    const reviews = world.reviews.filter((r) => r.sellerSeq === sellerSeq);
    const url = `/api/seller/review/public/${sellerSeq}/list`;
    const all = await allPages(session, url, 2);
    expect(sorted(seqs(all))).toEqual(sorted(reviews.map((r) => r.seq)));
    const positive = await allPages(session, `${url}?tone=positive`);
    expect(sorted(seqs(positive))).toEqual(sorted(reviews.filter((r) => r.like).map((r) => r.seq)));
    expect(positive.every((r) => r.like === true)).toBe(true);
    const negative = await allPages(session, `${url}?tone=negative`);
    expect(sorted(seqs(negative))).toEqual(
      sorted(reviews.filter((r) => !r.like).map((r) => r.seq)),
    );

    const first = reviews.find((r) => r.seq === all[0].seq)!;
    const reviewer = world.users.find((u) => u.seq === first.userSeq)!;
    expect(all[0].reviewerNickname).toBe(reviewer.nickname);
    expect(Object.keys(all[0])).not.toContain('userSeq');
    expect(JSON.stringify(all)).not.toContain(reviewer.email);
  });
});

describe('categories of every type', () => {
  it('have top levels for each post type', async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    for (const postType of ['SUBSCRIPTION', 'COUPON', 'CODE'] as const) {
      const res = await call(
        app(),
        visitor(session),
        'GET',
        `/api/common/category/hierarchy?postType=${postType}`,
      );
      expect(res.body.response.children.length).toBeGreaterThan(0);
      expect(
        res.body.response.children.every(
          (c: CategoryRecord) => c.postType === postType && c.parentSeq === null,
        ),
      ).toBe(true);
      expect(world.categories.some((c) => c.postType === postType)).toBe(true);
    }
  });
});
