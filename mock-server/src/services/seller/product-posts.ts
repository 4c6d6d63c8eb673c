/**
 * The seller's e-coupons and digital codes: listing one for sale, editing it while unsold, the
 * console's list, and cancelling a sale (SPEC §4, §5: with who is responsible and a reason; domain's
 * `checkSaleCancellation` decides when, and the buyer gets everything back).
 */
import type { ProductPostBody } from '@market/contract';
import {
  type ProductStatusFilter,
  type Responsibility,
  checkSaleCancellation,
  productPostFormSchema,
  postAvailability,
  productAvailabilityOfFilter,
} from '@market/domain';
import {
  type PostCancellation,
  type ProductPostRecord,
  type World,
  nextSeq,
  postsOfType,
} from '@market/world';
import { ApiFailure } from '../../http/api-failure';
import { TradeIndex } from '../orders/item-status';
import {
  assertForm,
  assertLeafCategory,
  consoleListFilter,
  newListingState,
  sellerText,
} from './listing';
import { type ProductType, ownProductPost } from './ownership';
import { saleOfProduct, undoLine } from './sales';
import { newestFirst } from '../newest-first';
import { codesOfSeller, couponsOfSeller } from '../indexes';

const counterOf = { COUPON: 'couponPosts', CODE: 'codePosts' } as const;

/** The parsed body (defaults applied). */
type ProductBody = ProductPostBody & { thumbnailUrl: string | null };

function checkBody(world: World, type: ProductType, body: ProductBody, now: number) {
  assertForm(productPostFormSchema(new Date(now)), body);
  assertLeafCategory(world, type, body.categorySeq);
}

const listingOf = (body: ProductBody) => ({
  title: sellerText(body.title),
  content: body.content ?? '',
  categorySeq: body.categorySeq,
  price: body.price,
  thumbnailUrl: body.thumbnailUrl ?? body.images?.[0] ?? null,
  countries: (body.countries ?? []).map((code) => code.toUpperCase()),
  images: body.images ?? [],
  faceValue: body.faceValue ?? body.price,
  expiresAt: body.expiresAt,
  secret: body.value,
});

export function createProductPost(
  world: World,
  sellerSeq: number,
  type: ProductType,
  body: ProductBody,
  now: number,
): ProductPostRecord {
  checkBody(world, type, body, now);
  const post: ProductPostRecord = {
    seq: nextSeq(world, counterOf[type]),
    sellerSeq,
    ...listingOf(body),
    ...newListingState(now),
    status: 'ON_SALE',
    soldOrderId: null,
    cancelled: null,
  };
  postsOfType(world, type).push(post);
  return post;
}

/** Replaces an unsold post's details; 409 SOLD_OUT once someone bought it. */
export function editProductPost(
  world: World,
  sellerSeq: number,
  type: ProductType,
  seq: number,
  body: ProductBody,
  now: number,
): ProductPostRecord {
  const post = ownProductPost(world, sellerSeq, type, seq);
  if (post.status === 'SOLD') {
    throw new ApiFailure('SOLD_OUT', 'The post is sold: it can no longer be edited');
  }
  checkBody(world, type, body, now);
  Object.assign(post, listingOf(body), { updatedAt: now });
  return post;
}

/** The seller's posts of a type, newest first, by category (at any depth), keyword and status. */
export function productPostsOf(
  world: World,
  sellerSeq: number,
  type: ProductType,
  filter: {
    category?: number | undefined;
    keyword?: string | undefined;
    status?: ProductStatusFilter | undefined;
  },
  now: number,
): ProductPostRecord[] {
  const wanted = filter.status && productAvailabilityOfFilter[filter.status];
  const listed = consoleListFilter(world, sellerSeq, filter);
  const today = new Date(now);
  return (type === 'COUPON' ? couponsOfSeller : codesOfSeller)
    .of(world, sellerSeq)
    .filter(
      (post: ProductPostRecord) =>
        listed(post) &&
        (wanted === undefined || postAvailability({ ...post, type }, today) === wanted),
    )
    .sort(newestFirst);
}

export interface SaleCancelled {
  post: ProductPostRecord;
  productId: number;
  refundAmount: number;
  cancellation: PostCancellation;
}

const cancelRefusal = {
  NOT_SOLD: 'The post is not sold: there is no sale to cancel',
  ALREADY_CONFIRMED: 'The purchase is confirmed: it can no longer be cancelled',
  REFUND_PENDING: 'The buyer asked for a refund: decide the request instead',
  CLOSED: 'The sale was already refunded or cancelled',
} as const;

export function cancelSale(
  world: World,
  sellerSeq: number,
  type: ProductType,
  seq: number,
  input: { responsibility: Responsibility; reason: string },
  now: number,
): SaleCancelled {
  const post = ownProductPost(world, sellerSeq, type, seq);
  const sale = saleOfProduct(world, type, post);
  const saleStatus = sale ? new TradeIndex(world).statusOf(sale.order, sale.item.seq) : null;
  const check = checkSaleCancellation({ postStatus: post.status, saleStatus });
  if (!check.ok || !sale) {
    const reason = check.ok ? 'NOT_SOLD' : check.reason;
    throw new ApiFailure(
      reason === 'ALREADY_CONFIRMED' ? 'ALREADY_CONFIRMED' : 'INVALID_STATE',
      cancelRefusal[reason],
    );
  }
  const refundAmount = undoLine(world, sale, `Cancelled by the seller: ${input.reason}`, now);
  const cancellation: PostCancellation = { ...input, at: now };
  post.cancelled = cancellation;
  post.updatedAt = now;
  return { post, productId: sale.item.seq, refundAmount, cancellation };
}
