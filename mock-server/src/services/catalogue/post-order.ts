/**
 * The orders a post list can be sorted in, as comparisons of the fields a snapshot keeps per
 * position. RECOMMENDED is the promotions order of SPEC §1: PICKed posts on top of the featured
 * order, then UP-boosted posts by their last boost, newest boost first, then the newest posts.
 */
import type { PostSort } from '@market/contract';

/** The fields ordering reads, per position of one post type's collection. */
export interface OrderFields {
  readonly seq: readonly number[];
  readonly price: readonly number[];
  /** 1 when the post holds a PICK promotion. */
  readonly picked: readonly number[];
  /** Epoch ms of the last UP, or NO_BOOST. */
  readonly boostedAt: readonly number[];
  readonly createdAt: readonly number[];
}

/** Sorts below every real boost time. */
export const NO_BOOST = -1;

/** One post, for comparing posts of different types (search across types). */
export interface OrderKey {
  picked: number;
  boostedAt: number;
  createdAt: number;
  price: number;
  seq: number;
  /** Breaks the last ties between posts of different types. */
  typeRank: number;
}

export function orderKeyOf(fields: OrderFields, position: number, typeRank: number): OrderKey {
  return {
    picked: fields.picked[position]!,
    boostedAt: fields.boostedAt[position]!,
    createdAt: fields.createdAt[position]!,
    price: fields.price[position]!,
    seq: fields.seq[position]!,
    typeRank,
  };
}

/** Negative when `a` comes first. */
export function compareKeys(sort: PostSort, a: OrderKey, b: OrderKey): number {
  switch (sort) {
    case 'RECOMMENDED':
      return (
        b.picked - a.picked ||
        b.boostedAt - a.boostedAt ||
        b.createdAt - a.createdAt ||
        a.typeRank - b.typeRank ||
        b.seq - a.seq
      );
    case 'LATEST':
      return b.createdAt - a.createdAt || a.typeRank - b.typeRank || b.seq - a.seq;
    case 'PRICE_ASC':
      return (
        a.price - b.price || b.createdAt - a.createdAt || a.typeRank - b.typeRank || b.seq - a.seq
      );
    case 'PRICE_DESC':
      return (
        b.price - a.price || b.createdAt - a.createdAt || a.typeRank - b.typeRank || b.seq - a.seq
      );
  }
}

/** The comparison of two positions of one collection, in the order `sort` names. */
export function positionComparator(
  sort: PostSort,
  f: OrderFields,
): (a: number, b: number) => number {
  const newest = (a: number, b: number) =>
    f.createdAt[b]! - f.createdAt[a]! || f.seq[b]! - f.seq[a]!;
  switch (sort) {
    case 'RECOMMENDED':
      return (a, b) =>
        f.picked[b]! - f.picked[a]! || f.boostedAt[b]! - f.boostedAt[a]! || newest(a, b);
    case 'LATEST':
      return newest;
    case 'PRICE_ASC':
      return (a, b) => f.price[a]! - f.price[b]! || newest(a, b);
    case 'PRICE_DESC':
      return (a, b) => f.price[b]! - f.price[a]! || newest(a, b);
  }
}
