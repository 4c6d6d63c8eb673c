/**
 * What every seller post body goes through before it is stored: the rules of domain's seller forms
 * that need the clock (a date may not be past, a party may not end before it starts), which the
 * contract leaves to the server (decision 003), and a category of the post's type to file it under.
 * Also what parties, coupons and codes share once stored: their starting state and the console
 * list's common filters.
 */
import type { PostType } from '@market/domain';
import type { LocalizedText, PostRecord, World } from '@market/world';
import { findBySeq } from '@market/world';
import type { z } from 'zod';
import { ApiFailure } from '../../http/api-failure';
import { categoryPath } from '../catalogue/categories';
import { foldedLocalizedText, searchTerms } from '../catalogue/search-text';

/** Throws 400 VALIDATION_FAILED naming each failing field of the body, as request validation does. */
export function assertForm(form: z.ZodTypeAny, values: unknown): void {
  const result = form.safeParse(values);
  if (result.success) return;
  const message = result.error.issues
    .map((issue) => `body.${issue.path.join('.')}: ${issue.message}`)
    .join('; ');
  throw new ApiFailure('VALIDATION_FAILED', message);
}

/** A leaf category of the post's type, or 400: posts are filed under the most specific category. */
export function assertLeafCategory(world: World, type: PostType, categorySeq: number): void {
  const category = findBySeq(world.categories, categorySeq);
  const isLeaf = !world.categories.some((candidate) => candidate.parentSeq === categorySeq);
  if (!category || category.postType !== type || !isLeaf) {
    throw new ApiFailure(
      'VALIDATION_FAILED',
      `body.categorySeq: ${categorySeq} is not a ${type.toLowerCase()} category without subcategories`,
    );
  }
}

/**
 * A title as the seller wrote it, in their one language: stored for every locale, so it reads the
 * same whatever language the visitor chose.
 */
export const sellerText = (text: string): LocalizedText => ({ ko: text, en: text, es: text });

/** What every new listing starts as: not promoted, created and last changed now, not deleted. */
export const newListingState = (now: number) => ({
  picked: false,
  boostedAt: null,
  createdAt: now,
  updatedAt: now,
  deletedAt: null,
});

/**
 * The console list's filters that every post type shares: the seller's own posts, not deleted,
 * filed under the category (at any depth) and holding every term of the keyword.
 */
export function consoleListFilter(
  world: World,
  sellerSeq: number,
  filter: { category?: number | undefined; keyword?: string | undefined },
): (post: PostRecord) => boolean {
  const terms = searchTerms(filter.keyword);
  return (post) =>
    post.sellerSeq === sellerSeq &&
    post.deletedAt === null &&
    (filter.category === undefined ||
      categoryPath(world, post.categorySeq).some((c) => c.seq === filter.category)) &&
    terms.every((term) => foldedLocalizedText(post.title).includes(term));
}
