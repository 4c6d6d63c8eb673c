/**
 * The derived indexes of one world that keep the catalogue fast at `large` size (>= 100,000 posts):
 * a snapshot per post type (post-snapshot.ts), active member counts per party, party statuses of
 * the day, posts in their wire form, the sellers with their profiles, and per-seller counts of
 * posts, reviews, sales and refunds. Held in a `WeakMap<World, ...>`, so they
 * go with their world when a session is reset or evicted.
 *
 * Invalidation: `catalogueIndex(world)` compares the world's version (world-version.ts) and the
 * lengths of the collections it reads with what the index was built from; when either moved, the
 * snapshots re-sync (one pass that re-files only what changed) and every cache below is dropped.
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
  type ProductPostRecord,
  type SubscriptionPostRecord,
  type UserRecord,
  type World,
  findBySeq,
} from '@market/world';
import { toProductPost, toSubscriptionPost } from '../../mappers/posts';
import { type SellerProfileCounts, type TradeCounts, toSellerProfile } from '../../mappers/store';
import { currentSubscriptionStatus } from '../parties/party-status';
import { PostSnapshot } from './post-snapshot';
import { productPostView, subscriptionPostView } from './post-view';
import { foldForSearch } from './search-text';
import { worldVersion } from './world-version';

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

const NO_SELLER_COUNTS: SellerCounts = {
  posts: { SUBSCRIPTION: 0, COUPON: 0, CODE: 0 },
  positiveReviews: 0,
  negativeReviews: 0,
};

export class CatalogueIndex {
  readonly posts: Record<PostType, PostSnapshot> = {
    SUBSCRIPTION: new PostSnapshot('SUBSCRIPTION'),
    COUPON: new PostSnapshot('COUPON'),
    CODE: new PostSnapshot('CODE'),
  };

  private version = -1;
  private seenLengths: number[] = [];
  private activeMembers = new Map<number, number>();
  private lastDay = { now: Number.NaN, day: '' };
  private partyStatusDay = '';
  private partyStatuses: (SubscriptionStatus | undefined)[] = [];
  private partyStatusOfFacts = new Map<string, SubscriptionStatus>();
  private wire: Record<PostType, Map<number, Post>> = emptyWireCache();
  private details = emptyDetailCache();
  private wireDay = '';
  private sellerCounts: Map<number, SellerCounts> | null = null;
  private sellerProfiles = new Map<number, SellerProfile>();
  private sellerList: StoreOwner[] | null = null;
  private tradeCounts: Map<number, Record<PostType, TradeCounts>> | null = null;

  constructor(private readonly world: World) {}

  /** Re-syncs when the world was written since the last use. */
  ensureCurrent(): void {
    const world = this.world;
    const version = worldVersion(world);
    if (version === this.version && !this.lengthsMoved()) return;
    this.posts.SUBSCRIPTION.sync(world.subscriptionPosts);
    this.posts.COUPON.sync(world.couponPosts);
    this.posts.CODE.sync(world.codePosts);
    this.activeMembers = countActiveMembers(world);
    this.partyStatusDay = '';
    this.wire = emptyWireCache();
    this.details = emptyDetailCache();
    this.sellerCounts = null;
    this.sellerProfiles = new Map();
    this.sellerList = null;
    this.tradeCounts = null;
    this.version = version;
    this.seenLengths = collectionLengths(world);
  }

  /** Whether a collection the index reads grew or shrank (a write that did not move the version). */
  private lengthsMoved(): boolean {
    const lengths = collectionLengths(this.world);
    for (let i = 0; i < lengths.length; i += 1) {
      if (lengths[i] !== this.seenLengths[i]) return true;
    }
    return false;
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
    return this.activeMembers.get(postSeq) ?? 0;
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
    this.sellerCounts ??= this.countSellers();
    return this.sellerCounts.get(sellerSeq) ?? NO_SELLER_COUNTS;
  }

  /** Sellers with a store (the seller role, not removed) in seq order, nicknames folded for search. */
  sellers(): readonly StoreOwner[] {
    this.sellerList ??= this.world.users
      .filter(isStoreOwner)
      .map((user) => ({ seq: user.seq, nickname: foldForSearch(user.nickname) }));
    return this.sellerList;
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
    this.tradeCounts ??= this.countTrades();
    return this.tradeCounts.get(sellerSeq) ?? noTrades();
  }

  private countTrades(): Map<number, Record<PostType, TradeCounts>> {
    const counts = new Map<number, Record<PostType, TradeCounts>>();
    const of = (sellerSeq: number) => {
      let entry = counts.get(sellerSeq);
      if (!entry) counts.set(sellerSeq, (entry = noTrades()));
      return entry;
    };
    for (const order of this.world.orders) {
      if (order.paidAt === null || order.status === 'CANCELLED') continue;
      for (const item of order.items) of(item.sellerSeq)[item.postType].sales += 1;
    }
    for (const refund of this.world.refunds) {
      if (refund.status === 'APPROVED') of(refund.sellerSeq)[refund.postType].refunds += 1;
    }
    return counts;
  }

  private countSellers(): Map<number, SellerCounts> {
    const counts = new Map<number, SellerCounts>();
    const of = (sellerSeq: number) => {
      let entry = counts.get(sellerSeq);
      if (!entry) {
        entry = {
          posts: { SUBSCRIPTION: 0, COUPON: 0, CODE: 0 },
          positiveReviews: 0,
          negativeReviews: 0,
        };
        counts.set(sellerSeq, entry);
      }
      return entry;
    };
    for (const type of POST_TYPES) {
      const snapshot = this.posts[type];
      for (let p = 0; p < snapshot.length; p += 1) {
        if (snapshot.deleted[p] === 0) of(snapshot.sellerSeq[p]!).posts[type] += 1;
      }
    }
    for (const review of this.world.reviews) {
      const entry = of(review.sellerSeq);
      if (review.like) entry.positiveReviews += 1;
      else entry.negativeReviews += 1;
    }
    return counts;
  }
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

/** The lengths of the collections the index reads. */
function collectionLengths(world: World): number[] {
  return [
    world.subscriptionPosts.length,
    world.couponPosts.length,
    world.codePosts.length,
    world.partyMembers.length,
    world.reviews.length,
    world.users.length,
    world.orders.length,
    world.refunds.length,
  ];
}

function countActiveMembers(world: World): Map<number, number> {
  const counts = new Map<number, number>();
  for (const member of world.partyMembers) {
    if (member.status === 'ACTIVE')
      counts.set(member.postSeq, (counts.get(member.postSeq) ?? 0) + 1);
  }
  return counts;
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
