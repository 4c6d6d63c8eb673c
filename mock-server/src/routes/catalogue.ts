/**
 * The catalogue (contract `catalogue`): categories, the three post lists and their details, search
 * with counts and trending keywords, and sellers' public stores. Lists and search run over the
 * world's catalogue index (services/catalogue), which keeps them fast at `large` size.
 */
import {
  type CodePost,
  type CodePostDetail,
  type CouponPost,
  type CouponPostDetail,
  type SubscriptionPost,
  type SubscriptionPostDetail,
  success,
  successPage,
} from '@market/contract';
import type { PostType } from '@market/domain';
import type { UserRecord, World } from '@market/world';
import { catalogueIndex } from '../services/catalogue/catalogue-index';
import { allCategories, categoryLevel } from '../services/catalogue/categories';
import {
  countPostsByType,
  listPostsOfType,
  listPostsOfTypes,
} from '../services/catalogue/post-queries';
import { recordSearch, trendingKeywords } from '../services/catalogue/popular-keywords';
import { searchTerms } from '../services/catalogue/search-text';
import {
  assertStore,
  matchingSellers,
  searchSellers,
  sellerProfile,
  sellerReviews,
  sellerStats,
} from '../services/catalogue/store';
import { viewerState } from '../services/catalogue/viewer-state';
import { toCategory } from '../mappers/categories';
import { findPostRecord } from '../services/catalogue/find-post';
import { defineResource } from './define-resource';

/** A post with its seller's profile and, for a signed-in viewer, what they have to do with it. */
function postDetail(
  world: World,
  type: PostType,
  seq: number,
  viewer: UserRecord | null,
  now: number,
) {
  const record = findPostRecord(world, type, seq); // 404 when unknown or deleted
  const index = catalogueIndex(world);
  const detail = index.visitorDetail(type, index.posts[type].positionOf(seq)!, now);
  return viewer === null ? detail : { ...detail, viewer: viewerState(world, viewer, type, record) };
}

export const catalogueResource = defineResource('catalogue', () => ({
  getExchangeRate: async ({ request }) => ({
    status: 200,
    body: success({ usd: request.world.usdRate }),
  }),

  listCategories: async ({ request }) => ({
    status: 200,
    body: success(allCategories(request.world).map(toCategory)),
  }),

  getCategoryLevel: async ({ query, request }) => ({
    status: 200,
    body: success(categoryLevel(request.world, query.postType, query.parentSeq)),
  }),

  listPopularKeywords: async ({ request }) => ({
    status: 200,
    body: success(trendingKeywords(request.world)),
  }),

  countSearchResults: async ({ query, request }) => {
    const world = request.world;
    const counts = countPostsByType(world, { terms: searchTerms(query.keyword) });
    return {
      status: 200,
      body: success({
        subscriptionCount: counts.SUBSCRIPTION,
        couponCount: counts.COUPON,
        codeCount: counts.CODE,
        sellerCount: matchingSellers(world, query.keyword).length,
      }),
    };
  },

  searchPosts: async ({ query, request }) => {
    const world = request.world;
    // A search is counted once, on its first page: paging through results is not a new search.
    // A search counts its keyword: a write from a GET, so in a transaction of its own.
    if (query.page === 1) request.session.transact((w) => recordSearch(w, query.keyword));
    const page = listPostsOfTypes(
      world,
      {
        ...(query.type === undefined ? {} : { type: query.type }),
        terms: searchTerms(query.keyword, query.subkeyword),
        sort: 'RECOMMENDED',
        page: query.page,
        size: query.size,
      },
      request.now,
    );
    return { status: 200, body: successPage(page.items, page.pagination) };
  },

  searchSellers: async ({ query, request }) => {
    const page = searchSellers(request.world, query.keyword, query);
    return { status: 200, body: successPage(page.items, page.pagination) };
  },

  listSellerPosts: async ({ params, query, request }) => {
    const world = request.world;
    assertStore(world, params.sellerSeq);
    const page = listPostsOfTypes(
      world,
      {
        ...(query.type === undefined ? {} : { type: query.type }),
        terms: searchTerms(query.keyword),
        sellerSeq: params.sellerSeq,
        sort: 'LATEST',
        page: query.page,
        size: query.size,
      },
      request.now,
    );
    return { status: 200, body: successPage(page.items, page.pagination) };
  },

  getSellerStore: async ({ params, request }) => ({
    status: 200,
    body: success(sellerProfile(request.world, params.seq)),
  }),

  getSellerStats: async ({ params, request }) => ({
    status: 200,
    body: success(sellerStats(request.world, params.seq)),
  }),

  listSellerReviews: async ({ params, query, request }) => {
    const page = sellerReviews(request.world, params.sellerSeq, query.tone, query);
    return { status: 200, body: successPage(page.items, page.pagination) };
  },

  listSubscriptionPosts: async ({ query, request }) => {
    const page = listPostsOfType<SubscriptionPost>(
      request.world,
      'SUBSCRIPTION',
      query,
      request.now,
    );
    return { status: 200, body: successPage(page.items, page.pagination) };
  },

  getSubscriptionPost: async ({ params, request }) => ({
    status: 200,
    body: success(
      postDetail(
        request.world,
        'SUBSCRIPTION',
        params.seq,
        request.user,
        request.now,
      ) as SubscriptionPostDetail,
    ),
  }),

  listCoupons: async ({ query, request }) => {
    const page = listPostsOfType<CouponPost>(request.world, 'COUPON', query, request.now);
    return { status: 200, body: successPage(page.items, page.pagination) };
  },

  getCoupon: async ({ params, request }) => ({
    status: 200,
    body: success(
      postDetail(
        request.world,
        'COUPON',
        params.seq,
        request.user,
        request.now,
      ) as CouponPostDetail,
    ),
  }),

  listDigitalCodes: async ({ query, request }) => {
    const page = listPostsOfType<CodePost>(request.world, 'CODE', query, request.now);
    return { status: 200, body: successPage(page.items, page.pagination) };
  },

  getDigitalCode: async ({ params, request }) => ({
    status: 200,
    body: success(
      postDetail(request.world, 'CODE', params.seq, request.user, request.now) as CodePostDetail,
    ),
  }),
}));
