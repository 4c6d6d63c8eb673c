/**
 * What visitors browse (SPEC §7 catalogue): categories, search, seller stores and the three post
 * lists with their details. All public; details personalise with a token when one is sent.
 */
import { z } from 'zod';
import { c } from '../contract';
import { errors, ok, okPage } from '../envelope';
import { meta } from '../meta';
import { Seq } from '../query';
import {
  Category,
  CategoryHierarchyQuery,
  CategoryLevel,
  CodePostDetail,
  CouponPostDetail,
  ExchangeRate,
  PopularKeyword,
  PostSearchQuery,
  ProductListQuery,
  SearchCountQuery,
  SearchCounts,
  SubscriptionListQuery,
  SubscriptionPostDetail,
} from '../schemas/catalogue';
import { CodePost, CouponPost, Post, SubscriptionPost } from '../schemas/post';
import {
  PublicReview,
  SellerPostsQuery,
  SellerProfile,
  SellerReviewQuery,
  SellerSearchQuery,
  SellerStats,
} from '../schemas/store';

const BySeq = z.object({ seq: Seq });
const BySellerSeq = z.object({ sellerSeq: Seq });

export const catalogueContract = c.router({
  getExchangeRate: {
    method: 'GET',
    path: '/api/common/exchange',
    summary: 'Get the rate used to show prices in US dollars.',
    responses: { 200: ok(ExchangeRate), ...errors(400) },
    metadata: meta('spec', 'public'),
  },
  listCategories: {
    method: 'GET',
    path: '/api/common/category',
    summary: 'List every category of every post type.',
    responses: { 200: ok(z.array(Category)), ...errors(400) },
    metadata: meta('spec', 'public'),
  },
  getCategoryLevel: {
    method: 'GET',
    path: '/api/common/category/hierarchy',
    summary: 'Get one level of the category tree of a post type, with the path above it.',
    query: CategoryHierarchyQuery,
    responses: { 200: ok(CategoryLevel), ...errors(400, 404) },
    metadata: meta('spec', 'public'),
  },
  listPopularKeywords: {
    method: 'GET',
    path: '/api/common/popular/keyword',
    summary: 'List the trending search keywords, most searched first.',
    responses: { 200: ok(z.array(PopularKeyword)), ...errors(400) },
    metadata: meta('spec', 'public'),
  },
  countSearchResults: {
    method: 'GET',
    path: '/api/common/search/posts/count',
    summary: 'Count the posts of each type and the sellers that match a keyword.',
    query: SearchCountQuery,
    responses: { 200: ok(SearchCounts), ...errors(400) },
    metadata: meta('spec', 'public'),
  },
  searchPosts: {
    method: 'GET',
    path: '/api/common/search/posts',
    summary: 'Search posts by keyword, optionally of one type and narrowed by a second keyword.',
    query: PostSearchQuery,
    responses: { 200: okPage(Post), ...errors(400) },
    metadata: meta('spec', 'public'),
  },
  searchSellers: {
    method: 'GET',
    path: '/api/common/seller/search',
    summary: 'Search sellers by nickname.',
    query: SellerSearchQuery,
    responses: { 200: okPage(SellerProfile), ...errors(400) },
    metadata: meta('spec', 'public'),
  },
  listSellerPosts: {
    method: 'GET',
    path: '/api/common/seller/:sellerSeq/posts',
    summary: 'List the posts of one seller, optionally by keyword and type.',
    pathParams: BySellerSeq,
    query: SellerPostsQuery,
    responses: { 200: okPage(Post), ...errors(400, 404) },
    metadata: meta('spec', 'public'),
  },
  getSellerStore: {
    method: 'GET',
    path: '/api/common/seller/:seq/view',
    summary: 'Get the public store page of a seller.',
    pathParams: BySeq,
    responses: { 200: ok(SellerProfile), ...errors(400, 404) },
    metadata: meta('spec', 'public'),
  },
  getSellerStats: {
    method: 'GET',
    path: '/api/common/seller/:seq/stats',
    summary: 'Get the sales and refund counts of a seller by post type.',
    pathParams: BySeq,
    responses: { 200: ok(SellerStats), ...errors(400, 404) },
    metadata: meta('spec', 'public'),
  },
  listSellerReviews: {
    method: 'GET',
    path: '/api/seller/review/public/:sellerSeq/list',
    summary: 'List the reviews buyers left for a seller, optionally only positive or negative.',
    pathParams: BySellerSeq,
    query: SellerReviewQuery,
    responses: { 200: okPage(PublicReview), ...errors(400, 404) },
    metadata: meta('spec', 'public'),
  },
  listSubscriptionPosts: {
    method: 'GET',
    path: '/api/subscribe/share',
    summary: 'List subscription-sharing parties by category, keyword and status.',
    query: SubscriptionListQuery,
    responses: { 200: okPage(SubscriptionPost), ...errors(400) },
    metadata: meta('spec', 'public'),
  },
  getSubscriptionPost: {
    method: 'GET',
    path: '/api/subscribe/share/:seq/view',
    summary: 'Get a subscription-sharing party with its seller.',
    pathParams: BySeq,
    responses: { 200: ok(SubscriptionPostDetail), ...errors(400, 404) },
    metadata: meta('spec', 'optional'),
  },
  listCoupons: {
    method: 'GET',
    path: '/api/coupon',
    summary: 'List e-coupons by category, keyword and status.',
    query: ProductListQuery,
    responses: { 200: okPage(CouponPost), ...errors(400) },
    metadata: meta('spec', 'public'),
  },
  getCoupon: {
    method: 'GET',
    path: '/api/coupon/:seq/view',
    summary: 'Get an e-coupon post with its seller.',
    pathParams: BySeq,
    responses: { 200: ok(CouponPostDetail), ...errors(400, 404) },
    metadata: meta('spec', 'optional'),
  },
  listDigitalCodes: {
    method: 'GET',
    path: '/api/digital/code',
    summary: 'List digital codes by category, keyword and status.',
    query: ProductListQuery,
    responses: { 200: okPage(CodePost), ...errors(400) },
    metadata: meta('spec', 'public'),
  },
  getDigitalCode: {
    method: 'GET',
    path: '/api/digital/code/:seq/view',
    summary: 'Get a digital code post with its seller.',
    pathParams: BySeq,
    responses: { 200: ok(CodePostDetail), ...errors(400, 404) },
    metadata: meta('spec', 'optional'),
  },
});
