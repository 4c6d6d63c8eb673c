/**
 * contract.content over HTTP: notice boards (pinned on every page, keyword in every language,
 * activeItem), FAQ, banners and popups on the session's clock, terms, our services, fee tables and
 * support inquiries private to their owner. Every answer is validated against the contract.
 */
import type { ArticleRecord, LocalizedText, World } from '@market/world';
import { describe, expect, it } from 'vitest';
import { type Wire, addMember, call, seeded, sharedApp, worldOf } from './helpers/market';

const app = sharedApp();
let sessions = 0;
const newSession = () => `content-${++sessions}`;
const visitor = (session: string) => ({ 'x-mock-session': session });

const seqs = (items: Wire[]) => items.map((item: { seq: number }) => item.seq);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const newestFirst = (a: ArticleRecord, b: ArticleRecord) =>
  b.createdAt - a.createdAt || b.seq - a.seq;
const texts = (...values: LocalizedText[]) =>
  values
    .flatMap((v) => [v.ko, v.en, v.es])
    .join('\n')
    .toLowerCase();

describe('notices', () => {
  it('head every page with the pinned notices and page the others, newest first', async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    const pinned = world.notices.filter((n) => n.pinned).sort(newestFirst);
    const regular = world.notices.filter((n) => !n.pinned).sort(newestFirst);
    expect(pinned.length).toBeGreaterThan(0);
    const size = 5;
    const totalPage = Math.ceil(regular.length / size);
    const shown: number[] = [];
    for (let page = 1; page <= totalPage; page += 1) {
      const res = await call(
        app(),
        visitor(session),
        'GET',
        `/api/notice?page=${page}&size=${size}`,
      );
      expect(res.status).toBe(200);
      const items = seqs(res.body.response);
      expect(items.slice(0, pinned.length)).toEqual(seqs(pinned));
      shown.push(...items.slice(pinned.length));
      expect(res.body.pagination).toEqual({
        currentPage: page,
        pageSize: size,
        totalCount: regular.length,
        totalPage,
        nextPage: page < totalPage ? page + 1 : null,
      });
    }
    expect(shown).toEqual(seqs(regular));
    const beyond = await call(
      app(),
      visitor(session),
      'GET',
      `/api/notice?page=${totalPage + 1}&size=${size}`,
    );
    expect(seqs(beyond.body.response)).toEqual(seqs(pinned));
  });

  it('search title and body in every language', async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    const notice = world.notices.find((n) => !n.pinned)!;
    const results: number[][] = [];
    for (const keyword of [notice.title.ko, notice.title.en.toUpperCase(), notice.title.es]) {
      const res = await call(
        app(),
        visitor(session),
        'GET',
        `/api/notice?size=100&keyword=${encodeURIComponent(keyword)}`,
      );
      expect(seqs(res.body.response)).toContain(notice.seq);
      results.push(sorted(seqs(res.body.response)));
    }
    expect(results[1]).toEqual(results[0]);
    const word = notice.title.en
      .split(' ')
      .find((w) => w.length > 4)!
      .toLowerCase();
    const res = await call(
      app(),
      visitor(session),
      'GET',
      `/api/notice?size=100&keyword=${encodeURIComponent(word)}`,
    );
    expect(sorted(seqs(res.body.response))).toEqual(
      sorted(world.notices.filter((n) => texts(n.title, n.body).includes(word)).map((n) => n.seq)),
    );
  });

  it('answer the page holding the active item, 404 when it is not listed', async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    const regular = world.notices.filter((n) => !n.pinned).sort(newestFirst);
    const size = 3;
    const target = regular[regular.length - 1]!;
    const expectedPage = Math.ceil(regular.length / size);
    const res = await call(
      app(),
      visitor(session),
      'GET',
      `/api/notice?size=${size}&activeItem=${target.seq}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.pagination!.currentPage).toBe(expectedPage);
    expect(seqs(res.body.response)).toContain(target.seq);
    const missing = await call(app(), visitor(session), 'GET', '/api/notice?activeItem=99999');
    expect(missing.status).toBe(404);
    expect(missing.body.error!.code).toBe('NOT_FOUND');
  });

  it('give the latest notice for the top bar', async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    const res = await call(app(), visitor(session), 'GET', '/api/common/notice/recent');
    expect(res.status).toBe(200);
    expect(res.body.response.seq).toBe([...world.notices].sort(newestFirst)[0]!.seq);
  });

  it('show seller notices to sellers only', async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    const seller = seeded(app(), session, 'seller@example.com');
    const buyer = seeded(app(), session, 'buyer@example.com');
    const res = await call(app(), seller, 'GET', '/api/notice/seller?size=100');
    expect(res.status).toBe(200);
    expect(sorted(seqs(res.body.response))).toEqual(sorted(world.sellerNotices.map((n) => n.seq)));
    expect((await call(app(), buyer, 'GET', '/api/notice/seller')).status).toBe(403);
    expect((await call(app(), visitor(session), 'GET', '/api/notice/seller')).status).toBe(401);
  });
});

describe('FAQ', () => {
  it('filter by category and keyword, in display order, paged', async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    const all = await call(app(), visitor(session), 'GET', '/api/common/faq/list?size=100');
    expect(seqs(all.body.response)).toEqual(
      [...world.faqs].sort((a, b) => a.sortOrder - b.sortOrder).map((f) => f.seq),
    );
    const category = world.faqs[0]!.category;
    const byCategory = await call(
      app(),
      visitor(session),
      'GET',
      `/api/common/faq/list?size=100&category=${category}`,
    );
    expect(sorted(seqs(byCategory.body.response))).toEqual(
      sorted(world.faqs.filter((f) => f.category === category).map((f) => f.seq)),
    );
    const faq = world.faqs[1]!;
    const keyword = faq.question.es.split(' ').find((w) => w.length > 5)!;
    const byKeyword = await call(
      app(),
      visitor(session),
      'GET',
      `/api/common/faq/list?size=100&keyword=${encodeURIComponent(keyword)}`,
    );
    expect(seqs(byKeyword.body.response)).toContain(faq.seq);
    const paged = await call(app(), visitor(session), 'GET', '/api/common/faq/list?size=4&page=2');
    expect(paged.body.response).toHaveLength(Math.min(4, world.faqs.length - 4));
  });
});

describe('banners and popups', () => {
  const showing = (world: World, kind: 'banners' | 'popups', now: number) =>
    world[kind]
      .filter((b) => b.startsAt <= now && now < b.endsAt)
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((b) => b.seq);

  it("show only those running on the session's clock", async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    const now = app().store.session(session).clock.now();
    const banners = await call(app(), visitor(session), 'GET', '/api/banner/main');
    expect(banners.status).toBe(200);
    expect(seqs(banners.body.response)).toEqual(showing(world, 'banners', now));
    expect(world.banners.length).toBeGreaterThan(banners.body.response.length);
    const popups = await call(app(), visitor(session), 'GET', '/api/common/banner/popup');
    expect(seqs(popups.body.response)).toEqual(showing(world, 'popups', now));

    // Past the end of the first banner that ends, it is gone; one starting by then appears.
    const ending = world.banners
      .filter((b) => b.startsAt <= now && now < b.endsAt)
      .sort((a, b) => a.endsAt - b.endsAt)[0]!;
    const days = Math.ceil((ending.endsAt - now) / 86_400_000);
    const moved = await call(app(), visitor(session), 'POST', '/__mock/clock', { days });
    expect(moved.status).toBe(200);
    const later = now + days * 86_400_000;
    const after = await call(app(), visitor(session), 'GET', '/api/banner/main');
    expect(seqs(after.body.response)).not.toContain(ending.seq);
    expect(seqs(after.body.response)).toEqual(showing(world, 'banners', later));
    const popupsAfter = await call(app(), visitor(session), 'GET', '/api/common/banner/popup');
    expect(seqs(popupsAfter.body.response)).toEqual(showing(world, 'popups', later));
  });
});

describe('terms, services and fees', () => {
  it('give the terms in force of each type', async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    for (const type of ['GENERAL', 'PRIVACY', 'GUIDE'] as const) {
      const res = await call(app(), visitor(session), 'GET', `/api/terms/view?type=${type}`);
      expect(res.status).toBe(200);
      const record = world.terms.find((t) => t.type === type)!;
      expect(res.body.response).toMatchObject({ type, version: '1' });
      expect(JSON.parse(res.body.response.title)).toEqual(record.title);
    }
    const bad = await call(app(), visitor(session), 'GET', '/api/terms/view?type=OTHER');
    expect(bad.status).toBe(400);
  });

  it('list our services and every fee table from the world', async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    const services = await call(app(), visitor(session), 'GET', '/api/common/our-services');
    expect(sorted(seqs(services.body.response))).toEqual(
      sorted(world.ourServices.map((s) => s.seq)),
    );

    const brokerage = await call(app(), visitor(session), 'GET', '/api/common/fee/brokerage');
    expect(brokerage.body.response).toMatchObject({
      rate: world.fees.brokerageRate,
      fixedAmount: 0,
    });
    const payment = await call(app(), visitor(session), 'GET', '/api/common/fee/payment');
    expect(payment.body.response.map((f: { method: string }) => f.method).sort()).toEqual([
      'BANK_TRANSFER',
      'EMONEY',
      'POINTS',
    ]);
    const withdrawal = await call(app(), visitor(session), 'GET', '/api/common/fee/withdrawal');
    for (const fee of withdrawal.body.response) expect(fee.rate).toBe(world.fees.withdrawalRate);
    const order = await call(app(), visitor(session), 'GET', '/api/common/fee/order?platform=WEB');
    expect(order.body.response).toMatchObject({ rate: 0, fixedAmount: world.fees.orderFee.WEB });
    const badPlatform = await call(
      app(),
      visitor(session),
      'GET',
      '/api/common/fee/order?platform=APP',
    );
    expect(badPlatform.status).toBe(400);
  });
});

describe('inquiries', () => {
  const inquiry = {
    category: 'ORDER',
    title: 'Where is my code?',
    body: 'The Steam code has not arrived.',
    contactType: 'EMAIL',
    emailOrPhone: 'someone@example.com',
  };

  it('are created by a member and listed to that member only, newest first', async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    const owner = addMember(app(), session);
    const other = addMember(app(), session);

    const created = await call(app(), owner, 'POST', '/api/inquiry', inquiry);
    expect(created.status).toBe(201);
    expect(created.body.response).toMatchObject({
      ...inquiry,
      status: 'UNANSWERED',
      answer: null,
    });
    const second = await call(app(), owner, 'POST', '/api/inquiry', {
      ...inquiry,
      category: 'REFUND',
      title: 'Refund please',
      body: 'I bought the wrong coupon.',
      contactType: 'PHONE',
      emailOrPhone: '010-1234-5678',
    });
    expect(second.status).toBe(201);
    expect(world.inquiries.filter((i) => i.userSeq === owner.seq)).toHaveLength(2);

    const mine = await call(app(), owner, 'GET', '/api/inquiry');
    expect(seqs(mine.body.response)).toEqual([second.body.response.seq, created.body.response.seq]);
    const refunds = await call(app(), owner, 'GET', '/api/inquiry?category=REFUND');
    expect(seqs(refunds.body.response)).toEqual([second.body.response.seq]);
    const byKeyword = await call(app(), owner, 'GET', '/api/inquiry?keyword=steam');
    expect(seqs(byKeyword.body.response)).toEqual([created.body.response.seq]);
    const paged = await call(app(), owner, 'GET', '/api/inquiry?size=1&page=2');
    expect(seqs(paged.body.response)).toEqual([created.body.response.seq]);
    expect((paged.body.pagination as Wire).nextPage).toBeNull();

    const theirs = await call(app(), other, 'GET', '/api/inquiry');
    expect(theirs.status).toBe(200);
    expect(theirs.body.response).toEqual([]);

    // The seeded buyer's own inquiries, answered ones included, are theirs alone.
    const buyer = seeded(app(), session, 'buyer@example.com');
    const buyers = await call(app(), buyer, 'GET', '/api/inquiry?size=100');
    expect(sorted(seqs(buyers.body.response))).toEqual(
      sorted(world.inquiries.filter((i) => i.userSeq === buyer.seq).map((i) => i.seq)),
    );
  });

  it('refuse visitors and bad bodies', async () => {
    const session = newSession();
    const world = worldOf(app(), session);
    const count = world.inquiries.length;
    expect((await call(app(), visitor(session), 'POST', '/api/inquiry', inquiry)).status).toBe(401);
    expect((await call(app(), visitor(session), 'GET', '/api/inquiry')).status).toBe(401);
    const member = addMember(app(), session);
    const bad = await call(app(), member, 'POST', '/api/inquiry', {
      ...inquiry,
      emailOrPhone: 'not-an-email',
    });
    expect(bad.status).toBe(400);
    const extra = await call(app(), member, 'POST', '/api/inquiry', { ...inquiry, userSeq: 1 });
    expect(extra.status).toBe(400);
    expect(world.inquiries).toHaveLength(count);
  });
});
