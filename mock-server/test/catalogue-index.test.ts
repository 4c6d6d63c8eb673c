/**
 * The post snapshot behind the catalogue lists, against a plain filter-and-sort over the same
 * records: random posts, random criteria, random windows, and random edits synced in between.
 */
import type { PostSort } from '@market/contract';
import { type CouponPostRecord, buildCouponPost, makeWorld } from '@market/world';
import { describe, expect, it } from 'vitest';
import { compareKeys, NO_BOOST } from '../src/services/catalogue/post-order';
import { type PostCriteria, PostSnapshot } from '../src/services/catalogue/post-snapshot';
import {
  matchesAll,
  foldedLocalizedText,
  searchTerms,
} from '../src/services/catalogue/search-text';

/** A small deterministic random source (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  return { next, int, pick };
}

const TITLES = [
  { ko: '스타벅스 아메리카노', en: 'Starbucks Americano', es: 'Starbucks americano' },
  { ko: '스타벅스 케이크', en: 'Starbucks cake', es: 'Starbucks tarta' },
  { ko: '넷플릭스 기프트카드', en: 'Netflix gift card', es: 'Tarjeta regalo Netflix' },
  { ko: '배스킨라빈스 파인트', en: 'Baskin Robbins pint', es: 'Baskin Robbins pinta' },
  { ko: '던킨 도넛', en: "Dunkin' donuts", es: "Dunkin' dónuts" },
];
const KEYWORDS = ['starbucks', '스타벅스', 'TARTA', 'donuts', 'netflix', 'robbins pint', 'zzz'];
const SORTS: PostSort[] = ['RECOMMENDED', 'LATEST', 'PRICE_ASC', 'PRICE_DESC'];
const STATUSES = ['ON_SALE', 'SOLD'] as const;

/** A post for the arrays under test, which hold the records themselves: its world is dropped. */
function randomPost(rng: ReturnType<typeof random>, seq: number): CouponPostRecord {
  return buildCouponPost(makeWorld(), {
    seq,
    sellerSeq: rng.int(1, 4),
    categorySeq: rng.int(1, 6),
    title: { ...rng.pick(TITLES) },
    price: rng.int(1, 5) * 1000,
    picked: rng.next() < 0.15,
    boostedAt: rng.next() < 0.25 ? rng.int(1, 50) * 1000 : null,
    createdAt: rng.int(1, 40) * 1000,
    deletedAt: rng.next() < 0.1 ? 1 : null,
    status: rng.pick(STATUSES),
  });
}

function naive(records: CouponPostRecord[], criteria: PostCriteria): number[] {
  const key = (r: CouponPostRecord) => ({
    picked: r.picked ? 1 : 0,
    boostedAt: r.boostedAt ?? NO_BOOST,
    createdAt: r.createdAt,
    price: r.price,
    seq: r.seq,
    typeRank: 0,
  });
  return records
    .filter((r) => r.deletedAt === null)
    .filter((r) => !criteria.terms || matchesAll(foldedLocalizedText(r.title), criteria.terms))
    .filter((r) => criteria.sellerSeq === undefined || r.sellerSeq === criteria.sellerSeq)
    .filter((r) => !criteria.categorySeqs || criteria.categorySeqs.includes(r.categorySeq))
    .filter((r) => criteria.status === undefined || r.status === criteria.status)
    .sort((a, b) => compareKeys(criteria.sort, key(a), key(b)))
    .map((r) => r.seq);
}

/** Each seller's live posts, counted by the snapshot and by a plain filter. */
function expectLiveCounts(snapshot: PostSnapshot, records: CouponPostRecord[]) {
  for (let sellerSeq = 1; sellerSeq <= 5; sellerSeq += 1) {
    const live = records.filter((r) => r.sellerSeq === sellerSeq && r.deletedAt === null).length;
    expect(snapshot.liveCountOf(sellerSeq)).toBe(live);
  }
}

function randomCriteria(rng: ReturnType<typeof random>): PostCriteria {
  const criteria: PostCriteria = { sort: rng.pick(SORTS) };
  if (rng.next() < 0.5) criteria.terms = searchTerms(rng.pick(KEYWORDS));
  if (rng.next() < 0.3) criteria.sellerSeq = rng.int(1, 5);
  if (rng.next() < 0.3)
    criteria.categorySeqs = [rng.int(1, 6), rng.int(1, 6)].filter((v, i, a) => a.indexOf(v) === i);
  if (rng.next() < 0.3) criteria.status = rng.pick(STATUSES);
  return criteria;
}

describe('PostSnapshot', () => {
  it('lists, counts and pages like a plain filter and sort, through random edits', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const rng = random(seed);
      const records: CouponPostRecord[] = [];
      for (let seq = 1; seq <= 120; seq += 1) records.push(randomPost(rng, seq));
      const snapshot = new PostSnapshot('COUPON');
      for (let round = 0; round < 8; round += 1) {
        snapshot.sync(records);
        expectLiveCounts(snapshot, records);
        for (let query = 0; query < 40; query += 1) {
          const criteria = randomCriteria(rng);
          const expected = naive(records, criteria);
          const start = rng.pick([0, 0, 5, 17, 60, 200]);
          const count = rng.pick([0, 1, 7, 20, 100]);
          const window = snapshot.window(criteria, start, count);
          expect(window.total).toBe(expected.length);
          expect(window.positions.map((p) => records[p]!.seq)).toEqual(
            expected.slice(start, start + count),
          );
        }
        // Another module's writes: sold, deleted, promoted, edited in place, and new posts.
        for (let edit = 0; edit < 15; edit += 1) {
          const r = rng.pick(records);
          const what = rng.int(0, 6);
          if (what === 0) r.status = r.status === 'SOLD' ? 'ON_SALE' : 'SOLD';
          if (what === 1) r.deletedAt = r.deletedAt === null ? 2 : null;
          if (what === 2) r.picked = !r.picked;
          if (what === 3) r.boostedAt = rng.int(1, 60) * 1000;
          if (what === 4) r.title.en = `${r.title.en} donuts`;
          if (what === 5) r.categorySeq = rng.int(1, 6);
          if (what === 6) r.price = rng.int(1, 5) * 1000;
        }
        for (let add = 0; add < 5; add += 1) records.push(randomPost(rng, records.length + 1));
      }
    }
  });
  it('keeps a fork, synced with only the posts written, like its records, and its source as it was', () => {
    const expectListsLike = (
      snapshot: PostSnapshot,
      records: CouponPostRecord[],
      rng: ReturnType<typeof random>,
    ) => {
      for (let query = 0; query < 30; query += 1) {
        const criteria = randomCriteria(rng);
        const expected = naive(records, criteria);
        const start = rng.pick([0, 0, 5, 17, 60]);
        const count = rng.pick([1, 7, 20, 100]);
        const window = snapshot.window(criteria, start, count);
        expect(window.total).toBe(expected.length);
        expect(window.positions.map((p) => records[p]!.seq)).toEqual(
          expected.slice(start, start + count),
        );
      }
    };
    for (const seed of [11, 12, 13]) {
      const rng = random(seed);
      const seedRecords: CouponPostRecord[] = [];
      for (let seq = 1; seq <= 120; seq += 1) seedRecords.push(randomPost(rng, seq));
      const source = new PostSnapshot('COUPON');
      source.sync(seedRecords);
      const before = structuredClone(seedRecords);
      // A session's copy of the collection: the seed's records until one is written, then a copy.
      const own = seedRecords.slice();
      const fork = source.fork(own);
      for (let round = 0; round < 6; round += 1) {
        const written = new Set<number>();
        for (let edit = 0; edit < 10; edit += 1) {
          const at = rng.int(0, own.length - 1);
          const r = structuredClone(own[at]!);
          const what = rng.int(0, 5);
          if (what === 0) r.status = r.status === 'SOLD' ? 'ON_SALE' : 'SOLD';
          if (what === 1) r.deletedAt = r.deletedAt === null ? 2 : null;
          if (what === 2) r.picked = !r.picked;
          if (what === 3) r.boostedAt = rng.int(1, 60) * 1000;
          if (what === 4) r.title = { ...r.title, en: `${r.title.en} donuts` };
          if (what === 5) r.price = rng.int(1, 5) * 1000;
          own[at] = r;
          written.add(r.seq);
        }
        for (let add = 0; add < 3; add += 1) own.push(randomPost(rng, own.length + 1));
        fork.syncPosts(own, written);
        expectListsLike(fork, own, rng);
        expectLiveCounts(fork, own);
        expectLiveCounts(source, seedRecords);
        expectListsLike(source, seedRecords, rng);
      }
      expect(seedRecords).toEqual(before);
    }
  });
});
