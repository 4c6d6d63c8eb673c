/**
 * The post lists of the catalogue over the world's index: one type by category, status and keyword
 * (the three list routes), and several types at once (search, a seller's store) merged into one
 * order. Deleted posts are never listed. Pages come from domain's `pageBounds`, so only the page
 * asked for is ever turned into wire posts.
 */
import type { Pagination, Post, PostSort } from '@market/contract';
import { type PostType, pageBounds } from '@market/domain';
import type { World } from '@market/world';
import { type CatalogueIndex, POST_TYPES, catalogueIndex } from './catalogue-index';
import { categoryFilter } from './categories';
import { compareKeys, orderKeyOf } from './post-order';
import type { PostCriteria } from './post-snapshot';
import { searchTerms } from './search-text';

export interface PageRequest {
  page: number;
  size: number;
}

export interface PostPage<T extends Post = Post> {
  items: T[];
  pagination: Pagination;
}

export interface TypeListRequest extends PageRequest {
  categorySeq?: number;
  subcategorySeq?: number;
  keyword?: string;
  /** For parties, the status as of now (`parties/party-status.ts`); else the stored one. */
  status?: string;
  sort: PostSort;
}

/** One page of the live posts of a type that pass the list filters. */
export function listPostsOfType<T extends Post>(
  world: World,
  type: PostType,
  request: TypeListRequest,
  now: number,
): PostPage<T> {
  const index = catalogueIndex(world);
  const criteria: PostCriteria = { sort: request.sort };
  const terms = searchTerms(request.keyword);
  if (terms.length > 0) criteria.terms = terms;
  const categories = categoryFilter(world, type, request.categorySeq, request.subcategorySeq);
  if (categories !== undefined) criteria.categorySeqs = categories;
  if (request.status !== undefined) {
    criteria.status = request.status;
    if (type === 'SUBSCRIPTION') criteria.statusAt = (p) => index.partyStatus(p, now);
  }
  const start = (request.page - 1) * request.size;
  const window = index.posts[type].window(criteria, start, request.size);
  const { pagination } = pageBounds(window.total, request.page, request.size);
  const items = window.positions.map((p) => index.wirePost(type, p, now) as T);
  return { items, pagination };
}

export interface MultiTypeRequest extends PageRequest {
  /** Absent: every type. */
  type?: PostType;
  terms?: readonly string[];
  sellerSeq?: number;
  sort: PostSort;
}

/** How many live posts of each type pass the criteria. */
export function countPostsByType(
  world: World,
  criteria: Omit<PostCriteria, 'sort'>,
): Record<PostType, number> {
  const index = catalogueIndex(world);
  const counts = { SUBSCRIPTION: 0, COUPON: 0, CODE: 0 };
  for (const type of POST_TYPES) {
    counts[type] = index.posts[type].window({ ...criteria, sort: 'RECOMMENDED' }, 0, 0).total;
  }
  return counts;
}

/** One page of the live posts of one or every type, merged into the order `sort` names. */
export function listPostsOfTypes(world: World, request: MultiTypeRequest, now: number): PostPage {
  const index = catalogueIndex(world);
  const types = request.type === undefined ? POST_TYPES : [request.type];
  const start = (request.page - 1) * request.size;
  const criteria: PostCriteria = { sort: request.sort };
  if (request.terms !== undefined && request.terms.length > 0) criteria.terms = request.terms;
  if (request.sellerSeq !== undefined) criteria.sellerSeq = request.sellerSeq;

  // The first `start + size` of each type hold the first `start + size` of the merged list.
  let total = 0;
  const heads = types.map((type, typeRank) => {
    const window = index.posts[type].window(criteria, 0, start + request.size);
    total += window.total;
    return { type, typeRank, positions: window.positions, next: 0 };
  });
  const merged: { type: PostType; position: number }[] = [];
  while (merged.length < start + request.size) {
    let best: (typeof heads)[number] | undefined;
    for (const head of heads) {
      if (head.next >= head.positions.length) continue;
      if (!best || compareHeads(index, request.sort, head, best) < 0) best = head;
    }
    if (!best) break;
    merged.push({ type: best.type, position: best.positions[best.next]! });
    best.next += 1;
  }
  const { pagination } = pageBounds(total, request.page, request.size);
  const items = merged
    .slice(start)
    .map(({ type, position }) => index.wirePost(type, position, now));
  return { items, pagination };
}

interface Head {
  type: PostType;
  typeRank: number;
  positions: number[];
  next: number;
}

function compareHeads(index: CatalogueIndex, sort: PostSort, a: Head, b: Head): number {
  return compareKeys(
    sort,
    orderKeyOf(index.posts[a.type], a.positions[a.next]!, a.typeRank),
    orderKeyOf(index.posts[b.type], b.positions[b.next]!, b.typeRank),
  );
}
