/**
 * Browsing and search: categories, trending keywords, the exchange rate, the list filters of the
 * three post types and post details. Query values are the server's (PostType, SubscriptionStatus,
 * ProductStatus); the web maps its URL filter values onto them with domain's filters.
 */
import { JsonText, SEARCH_KEYWORD_MAX_LENGTH } from '@market/domain';
import { PostType, ProductStatus, SubscriptionStatus } from '@market/domain/schemas';
import { z } from 'zod';
import { PageQuery, Seq } from '../query';
import { CodePost, CouponPost, SubscriptionPost } from './post';
import { SellerProfile } from './store';

/** SPEC §9: USD prices are converted with this rate, at 2 decimals. */
export const ExchangeRate = z
  .object({ usd: z.number().positive().describe('Korean won per one US dollar') })
  .describe('ExchangeRate');
export type ExchangeRate = z.infer<typeof ExchangeRate>;

/** Categories nest up to three levels (SPEC §3 category1 to category3). */
export const Category = z
  .object({
    seq: z.number().int().positive(),
    postType: PostType,
    name: JsonText,
    parentSeq: z.number().int().positive().nullable(),
    depth: z.number().int().min(1).max(3),
  })
  .describe('Category');
export type Category = z.infer<typeof Category>;

export const CategoryHierarchyQuery = z.object({
  postType: PostType,
  /** Absent: the top-level categories of the post type. */
  parentSeq: Seq.optional(),
});
export type CategoryHierarchyQuery = z.input<typeof CategoryHierarchyQuery>;

/** One level of the category tree: where it sits (for breadcrumbs) and what lies below it. */
export const CategoryLevel = z
  .object({
    parent: Category.nullable(),
    /** From the top level down to `parent`, empty at the top. */
    path: z.array(Category),
    children: z.array(Category),
  })
  .describe('CategoryLevel');
export type CategoryLevel = z.infer<typeof CategoryLevel>;

export const PopularKeyword = z
  .object({ rank: z.number().int().min(1), keyword: z.string().min(1) })
  .describe('PopularKeyword');
export type PopularKeyword = z.infer<typeof PopularKeyword>;

const requiredKeyword = z.string().trim().min(1).max(SEARCH_KEYWORD_MAX_LENGTH);
const optionalKeyword = z.string().trim().max(SEARCH_KEYWORD_MAX_LENGTH).optional();

export const SearchCountQuery = z.object({ keyword: requiredKeyword });
export type SearchCountQuery = z.input<typeof SearchCountQuery>;

export const SearchCounts = z
  .object({
    subscriptionCount: z.number().int().min(0),
    couponCount: z.number().int().min(0),
    codeCount: z.number().int().min(0),
    sellerCount: z.number().int().min(0),
  })
  .describe('SearchCounts');
export type SearchCounts = z.infer<typeof SearchCounts>;

export const PostSearchQuery = PageQuery.extend({
  keyword: requiredKeyword,
  /** Absent: posts of every type. */
  type: PostType.optional(),
  /** Narrows the results of `keyword` further. */
  subkeyword: optionalKeyword,
});
export type PostSearchQuery = z.input<typeof PostSearchQuery>;

/** RECOMMENDED puts PICK posts first, then the most recently boosted (UP), then the newest. */
export const PostSort = z.enum(['RECOMMENDED', 'LATEST', 'PRICE_ASC', 'PRICE_DESC']);
export type PostSort = z.infer<typeof PostSort>;

const postListFilters = {
  /** A top-level category. */
  categorySeq: Seq.optional(),
  /** A category below `categorySeq`, at any depth. */
  subcategorySeq: Seq.optional(),
  keyword: optionalKeyword,
  sort: PostSort.default('RECOMMENDED'),
};

export const SubscriptionListQuery = PageQuery.extend({
  ...postListFilters,
  status: SubscriptionStatus.optional(),
});
export type SubscriptionListQuery = z.input<typeof SubscriptionListQuery>;

export const ProductListQuery = PageQuery.extend({
  ...postListFilters,
  status: ProductStatus.optional(),
});
export type ProductListQuery = z.input<typeof ProductListQuery>;

/** What the signed-in viewer has to do with a post; null for a visitor. */
export const PostViewerState = z
  .object({
    own: z.boolean(),
    inCart: z.boolean(),
    /** Bought it (a coupon or code) or subscribing to it (a party). */
    purchased: z.boolean(),
    /** The seller blocked the viewer, who therefore cannot buy (SPEC §6). */
    blocked: z.boolean(),
  })
  .describe('PostViewerState');
export type PostViewerState = z.infer<typeof PostViewerState>;

const detail = { seller: SellerProfile, viewer: PostViewerState.nullable() };

export const SubscriptionPostDetail =
  SubscriptionPost.extend(detail).describe('SubscriptionPostDetail');
export type SubscriptionPostDetail = z.infer<typeof SubscriptionPostDetail>;

export const CouponPostDetail = CouponPost.extend(detail).describe('CouponPostDetail');
export type CouponPostDetail = z.infer<typeof CouponPostDetail>;

export const CodePostDetail = CodePost.extend(detail).describe('CodePostDetail');
export type CodePostDetail = z.infer<typeof CodePostDetail>;
