/**
 * The category tree of each post type: listing, one level with its breadcrumb path, and the set a
 * category filter stands for (a category includes its descendants).
 */
import type { CategoryLevel } from '@market/contract';
import type { PostType } from '@market/domain';
import { type CategoryRecord, type World, findBySeq } from '@market/world';
import { ApiFailure } from '../../http/api-failure';
import { toCategory } from '../../mappers/categories';

const TYPE_ORDER: Record<PostType, number> = { SUBSCRIPTION: 0, COUPON: 1, CODE: 2 };

/** Siblings in display order. */
const bySortOrder = (a: CategoryRecord, b: CategoryRecord) =>
  a.sortOrder - b.sortOrder || a.seq - b.seq;

/** Every category: by post type, then level by level, siblings in display order. */
export function allCategories(world: World): CategoryRecord[] {
  return [...world.categories].sort(
    (a, b) =>
      TYPE_ORDER[a.postType] - TYPE_ORDER[b.postType] || a.depth - b.depth || bySortOrder(a, b),
  );
}

/** One level of a post type's tree: the top level, or the children of `parentSeq` (404 if unknown). */
export function categoryLevel(
  world: World,
  postType: PostType,
  parentSeq: number | undefined,
): CategoryLevel {
  if (parentSeq === undefined) {
    const top = world.categories.filter((c) => c.postType === postType && c.parentSeq === null);
    return { parent: null, path: [], children: top.sort(bySortOrder).map(toCategory) };
  }
  const parent = findBySeq(world.categories, parentSeq);
  if (!parent || parent.postType !== postType) {
    throw new ApiFailure('NOT_FOUND', `No ${postType.toLowerCase()} category ${parentSeq}`);
  }
  const children = world.categories.filter((c) => c.parentSeq === parentSeq).sort(bySortOrder);
  return {
    parent: toCategory(parent),
    path: categoryPath(world, parent.seq).map(toCategory),
    children: children.map(toCategory),
  };
}

/** The category chain from the top level down to `categorySeq` (empty when it does not exist). */
export function categoryPath(world: World, categorySeq: number): CategoryRecord[] {
  const path: CategoryRecord[] = [];
  let current = findBySeq(world.categories, categorySeq);
  while (current) {
    path.unshift(current);
    current =
      current.parentSeq === null ? undefined : findBySeq(world.categories, current.parentSeq);
  }
  return path;
}

/** A category and everything below it. */
export function withDescendants(world: World, categorySeq: number): number[] {
  const out = [categorySeq];
  for (let i = 0; i < out.length; i += 1) {
    const parent = out[i];
    for (const category of world.categories)
      if (category.parentSeq === parent) out.push(category.seq);
  }
  return out;
}

/**
 * The categories a list's `categorySeq` and `subcategorySeq` let through, or undefined for no
 * filter. The deeper one decides; a subcategory outside its category, or a category of another post
 * type or unknown, lets nothing through.
 */
export function categoryFilter(
  world: World,
  postType: PostType,
  categorySeq: number | undefined,
  subcategorySeq: number | undefined,
): number[] | undefined {
  const target = subcategorySeq ?? categorySeq;
  if (target === undefined) return undefined;
  const category = findBySeq(world.categories, target);
  if (!category || category.postType !== postType) return [];
  const allowed = withDescendants(world, target);
  if (categorySeq !== undefined && subcategorySeq !== undefined) {
    const isBelow = categoryPath(world, subcategorySeq).some((c) => c.seq === categorySeq);
    if (!isBelow) return [];
  }
  return allowed;
}
