/**
 * The assumed post fields of decision 019 over HTTP: countries (at most MAX_COUNTRIES) and uploaded
 * images on the seller's post bodies, stored and answered on the seller's views; and the pending
 * join requests on every party of the seller's list. Every answer is validated against the contract.
 */
import { MAX_COUNTRIES, POST_IMAGES_MAX, addDays, toDateString } from '@market/domain';
import { describe, expect, it } from 'vitest';
import { buy, clockOf, expectFailure, leafCategory, partyBody } from './helpers/console';
import { addMember, marketTest, worldOf } from './helpers/market';

const { app, newSession, get, post, put } = marketTest('seller-post-extras');

function market() {
  const session = newSession();
  const seller = addMember(app(), session, { seller: true, emoney: 100_000 });
  const buyer = addMember(app(), session, { emoney: 200_000, points: 5_000 });
  const world = worldOf(app(), session);
  const today = toDateString(new Date(clockOf(app(), session).now()));
  return { seller, buyer, world, today };
}
type Market = ReturnType<typeof market>;

const image = (n: number) => `https://images.example.com/post-${n}.png`;

const couponBody = (m: Market, extra: Record<string, unknown> = {}) => ({
  title: 'Starbucks Latte Tall',
  categorySeq: leafCategory(m.world, 'COUPON'),
  price: 4_000,
  expiresAt: addDays(m.today, 30),
  value: '123456789012',
  ...extra,
});

describe('countries and images on posts', () => {
  it('stores them on a coupon, answers them on the seller view and replaces them on edit', async () => {
    const m = market();
    const created = await post(
      m.seller,
      '/api/coupon',
      couponBody(m, { countries: ['kr', 'US'], images: [image(1), image(2)] }),
    );
    expect(created.status, JSON.stringify(created.body.error)).toBe(201);
    const coupon = created.body.response;
    expect(coupon).toMatchObject({
      countries: ['KR', 'US'],
      images: [image(1), image(2)],
      thumbnailUrl: image(1),
    });
    const edited = await put(
      m.seller,
      `/api/coupon/${coupon.seq}/view`,
      couponBody(m, { countries: ['JP'], images: [image(3)], thumbnailUrl: image(3) }),
    );
    expect(edited.body.response).toMatchObject({ countries: ['JP'], images: [image(3)] });
    const view = await get(m.seller, `/api/seller/coupon/${coupon.seq}/view`);
    expect(view.body.response).toMatchObject({ countries: ['JP'], images: [image(3)] });
  });

  it('answers empty lists when a post is sent without them', async () => {
    const m = market();
    const created = await post(m.seller, '/api/subscribe/share', partyBody(m));
    expect(created.status, JSON.stringify(created.body.error)).toBe(201);
    expect(created.body.response).toMatchObject({ countries: [], images: [] });
    const withBoth = await put(
      m.seller,
      `/api/subscribe/${created.body.response.seq}/share`,
      partyBody(m, { countries: ['ES'], images: [image(1)] }),
    );
    expect(withBoth.body.response).toMatchObject({ countries: ['ES'], images: [image(1)] });
  });

  it('refuses more countries or images than the bounds, a bad code and a non-address', async () => {
    const m = market();
    const codes = ['KR', 'US', 'JP', 'ES', 'FR', 'DE', 'IT'].slice(0, MAX_COUNTRIES + 1);
    const images = Array.from({ length: POST_IMAGES_MAX + 1 }, (_, n) => image(n));
    for (const extra of [
      { countries: codes },
      { countries: ['KOR'] },
      { images },
      { images: ['not an address'] },
    ]) {
      expectFailure(
        await post(m.seller, '/api/coupon', couponBody(m, extra)),
        400,
        'VALIDATION_FAILED',
      );
    }
  });
});

describe("the seller's party list", () => {
  it('counts the join requests waiting on each party', async () => {
    const m = market();
    const waiting = await post(m.seller, '/api/subscribe/share', partyBody(m));
    const quiet = await post(
      m.seller,
      '/api/subscribe/share',
      partyBody(m, { productId: 'other' }),
    );
    await buy(app(), m.buyer, 'SUBSCRIPTION', waiting.body.response.seq);
    const list = await get(m.seller, '/api/seller/subscribe/share/list');
    expect(list.status).toBe(200);
    const counts = Object.fromEntries(
      list.body.response.map((row: { seq: number; pendingMemberCount: number }) => [
        row.seq,
        row.pendingMemberCount,
      ]),
    );
    expect(counts).toMatchObject({
      [waiting.body.response.seq]: 1,
      [quiet.body.response.seq]: 0,
    });
  });
});
