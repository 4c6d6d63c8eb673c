/**
 * What keeps the catalogue fast at `large` size (>= 100,000 posts): a snapshot per post type
 * (post-snapshot.ts), party statuses of the day, posts in their wire form and the sellers with
 * their profiles, per world (a `WeakMap<World, ...>`, so they go with their world when a session is
 * reset or evicted). Counts per seller and per party come from the world's indexes (indexes.ts).
 *
 * Sharing (decision 039): a snapshot belongs to the records it was made from. A session that has
 * not written a post collection reads the seed's own array, and so the seed's snapshot, built
 * once; the first post a session writes gives it a copy of the seed's snapshot (`fork`), brought
 * up to date with the posts it wrote, and each later commit re-files only the posts it wrote
 * (catalogue-changes.ts). The caches below are dropped when a commit wrote what they are made of.
 * Party statuses and subscription posts in wire form also depend on the calendar day of the
 * session's clock, so they are kept per day as well.
 */
import type {
  CodePostDetail,
  CouponPostDetail,
  Post,
  SellerProfile,
  SubscriptionPostDetail,
} from '@market/contract';
import { type PostType, type SubscriptionStatus, toDateString } from '@market/domain';
import {
  type PostRecord,
  type ProductPostRecord,
  type SubscriptionPostRecord,
  type UserRecord,
  type World,
  findBySeq,
} from '@market/world';
import { toProductPost, toSubscriptionPost } from '../../mappers/posts';
import { type SellerProfileCounts, type TradeCounts, toSellerProfile } from '../../mappers/store';
import { currentSubscriptionStatus } from '../party-status';
import { PostSnapshot } from './post-snapshot';
import { productPostView, subscriptionPostView } from './post-view';
import { foldForSearch } from './search-text';
import { rawField, seedOf } from '../../store/session-world';
import { membersOfParty, ordersOfSeller, refundsOfSeller, reviewsOfSeller } from '../indexes';
import { POST_COLLECTIONS, changeLog, commitsOf } from './catalogue-changes';

export type PostDetail = SubscriptionPostDetail | CouponPostDetail | CodePostDetail;

/** A seller with a store, as seller search reads it. */
export interface StoreOwner {
  seq: number;
  /** Folded for search (search-text.ts). */
  nickname: string;
}

/** Posts of one type kept in wire form at most. */
const WIRE_CACHE_LIMIT = 20_000;

export const POST_TYPES = ['SUBSCRIPTION', 'COUPON', 'CODE'] as const satisfies readonly PostType[];

/** Live posts and reviews of one seller. */
export type SellerCounts = SellerProfileCounts;

export class CatalogueIndex {
  readonly posts: Record<PostType, PostSnapshot> = {
    SUBSCRIPTION: new PostSnapshot('SUBSCRIPTION'),
    COUPON: new PostSnapshot('COUPON'),
    CODE: new PostSnapshot('CODE'),
  };

  /** The commits to what the caches are made of, when they were last made. */
  private madeOf = '';
  private lastDay = { now: Number.NaN, day: '' };
  private partyStatusDay = '';
  private partyStatuses: (SubscriptionStatus | undefined)[] = [];
  private partyStatusOfFacts = new Map<string, SubscriptionStatus>();
  private wire: Record<PostType, Map<number, Post>> = emptyWireCache();
  private details = emptyDetailCache();
  private wireDay = '';
  private sellerProfiles = new Map<number, SellerProfile>();

  constructor(private readonly world: World) {}

  /** Brings the snapshots up to date and drops the caches a commit made stale since the last use. */
  ensureCurrent(): void {
    const world = this.world;
    for (const type of POST_TYPES) this.posts[type] = snapshotOf(world, type);
    const madeOf = commitsOf(world, CACHED_FROM);
    if (madeOf === this.madeOf) return;
    this.madeOf = madeOf;
    this.partyStatusDay = '';
    this.wire = emptyWireCache();
    this.details = emptyDetailCache();
    this.sellerProfiles = new Map();
  }

  /**
   * A post as its detail shows it to a visitor (no viewer state), made once per version: the
   * detail route is the hottest of the catalogue.
   */
  visitorDetail(type: PostType, position: number, now: number): PostDetail {
    const post = this.wirePost(type, position, now);
    const cache = this.details[type];
    let entry = cache.get(position);
    // Parties are remade in wire form each day; their detail follows the post it was made from.
    if (!entry || entry.post !== post) {
      const seller = this.sellerProfile(post.seller.seq)!;
      entry = { post, detail: { ...post, seller, viewer: null } as PostDetail };
      if (cache.size >= WIRE_CACHE_LIMIT) cache.clear();
      cache.set(position, entry);
    }
    return entry.detail;
  }

  /** Active members of a party. */
  memberCount(postSeq: number): number {
    let count = 0;
    for (const member of membersOfParty.of(this.world, postSeq)) {
      if (member.status === 'ACTIVE') count += 1;
    }
    return count;
  }

  /** The Seoul calendar day of `now`, remembered for the last `now` asked. */
  day(now: number): string {
    if (this.lastDay.now !== now) this.lastDay = { now, day: toDateString(new Date(now)) };
    return this.lastDay.day;
  }

  /**
   * A party's status as of `now` (`parties/party-status.ts`). Kept per calendar day: the
   * derivation reads the clock only as a Seoul day (domain `subscriptionState` counts whole days),
   * and its other inputs change only with the world's version. Parties with the same facts share
   * one derivation.
   */
  partyStatus(position: number, now: number): SubscriptionStatus {
    const day = this.day(now);
    if (day !== this.partyStatusDay) {
      this.partyStatusDay = day;
      this.partyStatuses = [];
      this.partyStatusOfFacts = new Map();
    }
    const known = this.partyStatuses[position];
    if (known !== undefined) return known;
    const record = this.posts.SUBSCRIPTION.record(position) as SubscriptionPostRecord;
    const members = this.memberCount(record.seq);
    const facts = `${record.status}|${members}|${record.memberLimit}|${record.subscriptionEndsAt}`;
    let status = this.partyStatusOfFacts.get(facts);
    if (status === undefined) {
      status = currentSubscriptionStatus(this.world, record, now, members);
      this.partyStatusOfFacts.set(facts, status);
    }
    this.partyStatuses[position] = status;
    return status;
  }

  /** A post in its wire form, made once per version (and per day for parties). */
  wirePost(type: PostType, position: number, now: number): Post {
    if (type === 'SUBSCRIPTION') {
      const day = this.day(now);
      if (day !== this.wireDay) {
        this.wireDay = day;
        this.wire.SUBSCRIPTION = new Map();
      }
    }
    const cache = this.wire[type];
    let post = cache.get(position);
    if (!post) {
      const record = this.posts[type].record(position);
      post =
        type === 'SUBSCRIPTION'
          ? toSubscriptionPost(
              subscriptionPostView(this.world, record as SubscriptionPostRecord, now, {
                memberCount: this.memberCount(record.seq),
                status: this.partyStatus(position, now),
              }),
            )
          : toProductPost(productPostView(this.world, record as ProductPostRecord), type);
      // A crawler paging through a large world would otherwise keep every post twice.
      if (cache.size >= WIRE_CACHE_LIMIT) cache.clear();
      cache.set(position, post);
    }
    return post;
  }

  /** Live posts per type and review counts of a seller. */
  countsOfSeller(sellerSeq: number): SellerCounts {
    const counts: SellerCounts = {
      posts: {
        SUBSCRIPTION: this.posts.SUBSCRIPTION.liveCountOf(sellerSeq),
        COUPON: this.posts.COUPON.liveCountOf(sellerSeq),
        CODE: this.posts.CODE.liveCountOf(sellerSeq),
      },
      positiveReviews: 0,
      negativeReviews: 0,
    };
    for (const review of reviewsOfSeller.of(this.world, sellerSeq)) {
      if (review.like) counts.positiveReviews += 1;
      else counts.negativeReviews += 1;
    }
    return counts;
  }

  /**
   * Sellers with a store (the seller role, not removed) in seq order, nicknames folded for search:
   * made once per array of users, so sessions that have not written an account share the seed's.
   */
  sellers(): readonly StoreOwner[] {
    const users = rawField(this.world, 'users');
    let list = sellerLists.get(users);
    if (!list) {
      list = users
        .filter(isStoreOwner)
        .map((user) => ({ seq: user.seq, nickname: foldForSearch(user.nickname) }));
      sellerLists.set(users, list);
    }
    return list;
  }

  /** Whether a user has a public store: the seller role, account not removed. */
  hasStore(sellerSeq: number): boolean {
    const seller = findBySeq(this.world.users, sellerSeq);
    return seller !== undefined && isStoreOwner(seller);
  }

  /** A user's public seller profile (also for a post whose seller has left), or undefined. */
  sellerProfile(sellerSeq: number): SellerProfile | undefined {
    let profile = this.sellerProfiles.get(sellerSeq);
    if (!profile) {
      const seller = findBySeq(this.world.users, sellerSeq);
      if (!seller) return undefined;
      profile = toSellerProfile(seller, this.countsOfSeller(sellerSeq));
      this.sellerProfiles.set(sellerSeq, profile);
    }
    return profile;
  }

  /**
   * Sales and refunds of a seller by post type. A sale is an item of a paid order the seller did
   * not cancel (refunded sales stay sales); a refund is an approved refund request.
   */
  tradesOfSeller(sellerSeq: number): Record<PostType, TradeCounts> {
    const counts = noTrades();
    for (const order of ordersOfSeller.of(this.world, sellerSeq)) {
      if (order.paidAt === null || order.status === 'CANCELLED') continue;
      for (const item of order.items) {
        if (item.sellerSeq === sellerSeq) counts[item.postType].sales += 1;
      }
    }
    for (const refund of refundsOfSeller.of(this.world, sellerSeq)) {
      if (refund.status === 'APPROVED') counts[refund.postType].refunds += 1;
    }
    return counts;
  }
}

/** What the caches are made of besides the posts: party seats, accounts and reviews. */
const CACHED_FROM = [
  ...Object.values(POST_COLLECTIONS),
  'partyMembers',
  'users',
  'reviews',
] as const;

const sellerLists = new WeakMap<readonly UserRecord[], StoreOwner[]>();

/** Snapshots by the records they were made from: the seed's, shared by every session reading them. */
const sharedSnapshots = new WeakMap<readonly PostRecord[], PostSnapshot>();
/** A session's own snapshot of a type, once it wrote a post of that type. */
const ownSnapshots = new WeakMap<World, Partial<Record<PostType, PostSnapshot>>>();

function sharedSnapshot(type: PostType, records: readonly PostRecord[]): PostSnapshot {
  let snapshot = sharedSnapshots.get(records);
  if (!snapshot) {
    snapshot = new PostSnapshot(type);
    snapshot.sync(records);
    sharedSnapshots.set(records, snapshot);
  }
  return snapshot;
}

/** The world's snapshot of a type, up to date with what its committed transactions wrote. */
function snapshotOf(world: World, type: PostType): PostSnapshot {
  const collection = POST_COLLECTIONS[type];
  const records = rawField(world, collection) as readonly PostRecord[];
  const seed = seedOf(world);
  const written = changeLog(world).posts[type];
  if (!seed) {
    // A world of a test's own, written in place: one pass over its posts each time.
    const snapshot = ownSnapshots.get(world)?.[type] ?? new PostSnapshot(type);
    snapshot.sync(records);
    ownSnapshots.set(world, { ...ownSnapshots.get(world), [type]: snapshot });
    return snapshot;
  }
  const seedRecords = rawField(seed, collection) as readonly PostRecord[];
  if (records === seedRecords) {
    written.clear();
    return sharedSnapshot(type, seedRecords);
  }
  const own = ownSnapshots.get(world) ?? {};
  ownSnapshots.set(world, own);
  const snapshot = (own[type] ??= sharedSnapshot(type, seedRecords).fork(records));
  if (written.size > 0 || snapshot.length !== records.length) {
    snapshot.syncPosts(records, written);
    written.clear();
  }
  return snapshot;
}

const isStoreOwner = (user: UserRecord) => user.roles.includes('SELLER') && user.removedAt === null;

function noTrades(): Record<PostType, TradeCounts> {
  return {
    SUBSCRIPTION: { sales: 0, refunds: 0 },
    COUPON: { sales: 0, refunds: 0 },
    CODE: { sales: 0, refunds: 0 },
  };
}

function emptyDetailCache(): Record<PostType, Map<number, { post: Post; detail: PostDetail }>> {
  return { SUBSCRIPTION: new Map(), COUPON: new Map(), CODE: new Map() };
}

function emptyWireCache(): Record<PostType, Map<number, Post>> {
  return { SUBSCRIPTION: new Map(), COUPON: new Map(), CODE: new Map() };
}

const indexes = new WeakMap<World, CatalogueIndex>();

/** The world's catalogue index, up to date with the world. */
export function catalogueIndex(world: World): CatalogueIndex {
  let index = indexes.get(world);
  if (!index) {
    index = new CatalogueIndex(world);
    indexes.set(world, index);
  }
  index.ensureCurrent();
  return index;
}
