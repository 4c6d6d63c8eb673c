/**
 * Promotion items (SPEC §1, §9): the seller buys PICK and UP units with cash (e-money) at domain's
 * bulk-discounted `promotionItemPrice`, and spends one on one of their own posts that is on sale.
 * PICK puts the post in the featured list (`picked`); UP boosts it in the all-posts list
 * (`boostedAt` = now), which is how the catalogue orders its lists.
 *
 * The world keeps units, not a history of uses: the posts a unit was spent on are the picked posts
 * (applied when last updated) and the boosted ones (applied at `boostedAt`).
 */
import type { PromotedPost, PromotionInventory, PromotionPurchase } from '@market/contract';
import {
  PROMOTION_BULK_TIERS,
  type PostType,
  type PromotionItem,
  postBuyability,
  promotionItemPrice,
} from '@market/domain';
import type {
  ProductPostRecord,
  PromotionInventoryRecord,
  SubscriptionPostRecord,
  World,
} from '@market/world';
import { ApiFailure } from '../../http/api-failure';
import { wireDateTime, wireText } from '../../mappers/wire';
import { postFacts } from '../orders/buyability';
import { debit } from '../ledger';
import { ownPost } from './ownership';
import { codesOfSeller, couponsOfSeller, inventoryOfSeller, partiesOfSeller } from '../indexes';

/** The most recent uses an inventory lists. */
const USED_LIST_MAX = 50;

const unitsKey = { PICK: 'pickUnits', UP: 'upUnits' } as const satisfies Record<
  PromotionItem,
  keyof PromotionInventoryRecord
>;

function inventoryRecord(world: World, sellerSeq: number): PromotionInventoryRecord {
  let record = inventoryOfSeller.of(world, sellerSeq)[0];
  if (!record) {
    record = { sellerSeq, pickUnits: 0, upUnits: 0 };
    world.promotionInventory.push(record);
  }
  return record;
}

const unitsLeft = (world: World, sellerSeq: number, item: PromotionItem) =>
  inventoryOfSeller.of(world, sellerSeq)[0]?.[unitsKey[item]] ?? 0;

/** Buys units with e-money, or throws 409 INSUFFICIENT_BALANCE and changes nothing. */
export function buyPromotionItems(
  world: World,
  sellerSeq: number,
  item: PromotionItem,
  units: number,
  now: number,
): PromotionPurchase {
  const price = promotionItemPrice(units);
  debit(world, {
    userSeq: sellerSeq,
    wallet: 'EMONEY',
    amount: price.total,
    reason: 'PROMOTION_ITEM',
    ref: `promotion:${item}:${units}`,
    at: now,
  });
  const record = inventoryRecord(world, sellerSeq);
  record[unitsKey[item]] += units;
  const tier = PROMOTION_BULK_TIERS.find((band) => band.name === price.tier);
  return {
    item,
    units,
    unitPrice: price.unitPrice,
    listPrice: price.listPrice,
    tier: price.tier,
    discountPercent: tier?.discountPercent ?? 0,
    discount: price.discount,
    total: price.total,
    remaining: record[unitsKey[item]],
  };
}

type AnyPost = SubscriptionPostRecord | ProductPostRecord;

function usesOf(world: World, sellerSeq: number, item: PromotionItem): PromotedPost[] {
  const uses: { type: PostType; post: AnyPost; at: number }[] = [];
  const collect = (type: PostType, posts: readonly AnyPost[]) => {
    for (const post of posts) {
      if (post.sellerSeq !== sellerSeq || post.deletedAt !== null) continue;
      if (item === 'PICK' && post.picked) uses.push({ type, post, at: post.updatedAt });
      if (item === 'UP' && post.boostedAt !== null) uses.push({ type, post, at: post.boostedAt });
    }
  };
  collect('SUBSCRIPTION', partiesOfSeller.of(world, sellerSeq));
  collect('COUPON', couponsOfSeller.of(world, sellerSeq));
  collect('CODE', codesOfSeller.of(world, sellerSeq));
  return uses
    .sort((a, b) => b.at - a.at || b.post.seq - a.post.seq)
    .slice(0, USED_LIST_MAX)
    .map(({ type, post, at }) => ({
      type,
      typeSeq: post.seq,
      title: wireText(post.title),
      appliedAt: wireDateTime(at),
    }));
}

export function promotionInventory(
  world: World,
  sellerSeq: number,
  item: PromotionItem,
): PromotionInventory {
  return {
    item,
    remaining: unitsLeft(world, sellerSeq, item),
    used: usesOf(world, sellerSeq, item),
  };
}

/**
 * Spends one unit on one of the seller's posts: 404 for a post that is not theirs, 409 when it is not
 * on sale, already picked (a second PICK would change nothing), or no unit is left.
 */
export function usePromotionItem(
  world: World,
  sellerSeq: number,
  item: PromotionItem,
  target: { type: PostType; typeSeq: number },
  now: number,
): PromotionInventory {
  const post = ownPost(world, sellerSeq, target.type, target.typeSeq);
  const onSale = postBuyability(postFacts(world, post, target.type), new Date(now));
  if (!onSale.buyable) {
    throw new ApiFailure(
      'INVALID_STATE',
      `The post is not on sale (${onSale.reason.toLowerCase()})`,
    );
  }
  if (item === 'PICK' && post.picked) {
    throw new ApiFailure('INVALID_STATE', 'The post is already picked');
  }
  if (unitsLeft(world, sellerSeq, item) < 1) {
    throw new ApiFailure('NO_PROMOTION_UNITS', `You have no ${item} unit left: buy some first`);
  }
  inventoryRecord(world, sellerSeq)[unitsKey[item]] -= 1;
  if (item === 'PICK') post.picked = true;
  else post.boostedAt = now;
  post.updatedAt = now;
  return promotionInventory(world, sellerSeq, item);
}
