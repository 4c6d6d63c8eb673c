/**
 * Every index of the world the services read (store/world-indexes.ts says how they are kept), in
 * one module that app.ts loads before the first request: an index defined later would miss what a
 * session appended before it existed.
 */
import type { PostType, Wallet } from '@market/domain';
import { type OrderRecord, type World } from '@market/world';
import { rawField } from '../store/session-world';
import { journalOf } from '../store/transaction';
import { defineGrouping, defineTotals } from '../store/world-indexes';

/** Each member's balance per wallet (the marketplace's own account included). */
export const balances = defineTotals({
  collection: 'ledger',
  kinds: ['EMONEY', 'POINTS'] as const satisfies readonly Wallet[],
  entryOf: (entry) => ({ key: entry.userSeq, kind: entry.wallet, amount: entry.amount }),
});

/** A member's ledger entries of one wallet (key `<userSeq>:<wallet>`), oldest first. */
export const ledgerOfWallet = defineGrouping({
  collection: 'ledger',
  keyOf: (entry) => walletKey(entry.userSeq, entry.wallet),
});
export const walletKey = (userSeq: number, wallet: Wallet) => `${userSeq}:${wallet}`;

/** The ledger entries that name a cause (`ref`: an order id, `withdrawal:<seq>`...). */
export const ledgerOfRef = defineGrouping({
  collection: 'ledger',
  keyOf: (entry) => entry.ref ?? undefined,
});

/**
 * A member's orders (top-ups and purchases), oldest first: all of them under `<userSeq>`, and
 * under `<userSeq>:<kind>` those of each kind they hold (their own, and each line's post type).
 */
export const ordersOfMember = defineGrouping({
  collection: 'orders',
  keyOf: (order) => [
    String(order.userSeq),
    ...new Set(
      [order.kind, ...order.items.map((item) => item.postType)].map(
        (kind) => `${order.userSeq}:${kind}`,
      ),
    ),
  ],
});

/**
 * A member's orders of one post (key `<userSeq>:<type>:<postSeq>`): whether they bought it,
 * whatever else they bought.
 */
export const ordersOfMemberForPost = defineGrouping({
  collection: 'orders',
  keyOf: (order) => [
    ...new Set(order.items.map((item) => `${order.userSeq}:${item.postType}:${item.postSeq}`)),
  ],
});

/** The order holding a purchased item (an order line), by the line's seq. */
export const orderOfItem = defineGrouping({
  collection: 'orders',
  keyOf: (order) => order.items.map((item) => item.seq),
});

/** Refund requests of an order, oldest first. */
export const refundsOfOrder = defineGrouping({
  collection: 'refunds',
  keyOf: (refund) => refund.orderId,
});

/** Refund requests and reviews of a purchased item (an order line), oldest first. */
export const refundsOfItem = defineGrouping({
  collection: 'refunds',
  keyOf: (refund) => refund.orderItemSeq,
});
export const reviewsOfItem = defineGrouping({
  collection: 'reviews',
  keyOf: (review) => review.orderItemSeq,
});

/** A member's cart lines, oldest first (lines leave the cart outright). */
export const cartOfMember = defineGrouping({
  collection: 'cartItems',
  keyOf: (line) => line.userSeq,
  removable: true,
});

/** Seats of a party (memberships by post), and each member's memberships. */
export const membersOfParty = defineGrouping({
  collection: 'partyMembers',
  keyOf: (member) => member.postSeq,
});
export const membershipsOfMember = defineGrouping({
  collection: 'partyMembers',
  keyOf: (member) => member.userSeq,
});

/** A seller's sales (orders holding a line of theirs), reviews and refund requests, oldest first. */
export const ordersOfSeller = defineGrouping({
  collection: 'orders',
  keyOf: (order) => [...new Set(order.items.map((item) => item.sellerSeq))],
});
export const reviewsOfSeller = defineGrouping({
  collection: 'reviews',
  keyOf: (review) => review.sellerSeq,
});
export const refundsOfSeller = defineGrouping({
  collection: 'refunds',
  keyOf: (refund) => refund.sellerSeq,
});

/** Accounts by e-mail address, lower-cased (addresses compare case-insensitively). */
export const usersByEmail = defineGrouping({
  collection: 'users',
  keyOf: (user) => user.email.toLowerCase(),
});

/** The numeric part of an order id (`ORD-yyyyMMdd-nnnnnn`): orders are kept in its order. */
const orderNumber = (id: string) => Number(id.slice(id.lastIndexOf('-') + 1));

/**
 * The order with this id, found by a binary search on its number (the world keeps orders in
 * creation order), or undefined.
 */
export function findOrder(world: World, id: string): OrderRecord | undefined {
  const wanted = orderNumber(id);
  if (!Number.isSafeInteger(wanted)) return undefined;
  const orders = rawField(world, 'orders');
  let lo = 0;
  let hi = orders.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const number = orderNumber(orders[mid]!.id);
    if (number === wanted) {
      const order = orders[mid]!;
      if (order.id !== id) return undefined;
      return journalOf(world)?.wrapRecord(order, 'orders', mid) ?? order;
    }
    if (number < wanted) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

// Indexes of the seller console, parties, accounts, chat and comments (issue 38). Every key below is
// a field written once, when the record is created (sellerSeq, userSeq, roomId, a post's seq).

/** Each buyer's refund requests, oldest first (a seller's: `refundsOfSeller` above). */
export const refundsOfBuyer = defineGrouping({
  collection: 'refunds',
  keyOf: (refund) => refund.userSeq,
});

/** Each seller's payouts, oldest first. */
export const payoutsOfSeller = defineGrouping({
  collection: 'payouts',
  keyOf: (payout) => payout.sellerSeq,
});

/** Each seller's posts of one type, deleted ones included, oldest first. */
export const partiesOfSeller = defineGrouping({
  collection: 'subscriptionPosts',
  keyOf: (post) => post.sellerSeq,
});
export const couponsOfSeller = defineGrouping({
  collection: 'couponPosts',
  keyOf: (post) => post.sellerSeq,
});
export const codesOfSeller = defineGrouping({
  collection: 'codePosts',
  keyOf: (post) => post.sellerSeq,
});

/** A member's withdrawals and support inquiries, oldest first. */
export const withdrawalsOfMember = defineGrouping({
  collection: 'withdrawals',
  keyOf: (withdrawal) => withdrawal.userSeq,
});
export const inquiriesOfMember = defineGrouping({
  collection: 'inquiries',
  keyOf: (inquiry) => inquiry.userSeq,
});

/** The accounts that signed up with each member's referral code. */
export const referralsOf = defineGrouping({
  collection: 'users',
  keyOf: (user) => user.referredBySeq ?? undefined,
});

/** Comments under a post (key `<postType>:<postSeq>`), deleted ones included, oldest first. */
export const commentsOfPost = defineGrouping({
  collection: 'comments',
  keyOf: (comment) => postKey(comment.postType, comment.postSeq),
});
export const postKey = (type: PostType, seq: number) => `${type}:${seq}`;

/** A chat room by its id (the id never changes; one room per id). */
export const roomsById = defineGrouping({
  collection: 'chatRooms',
  keyOf: (room) => room.roomId,
});

/**
 * Personal rooms of each of their two members, oldest first. Only personal rooms: a group room's
 * `memberSeqs` follows the party (rewritten when it is opened again), so it cannot be a key.
 */
export const personalRoomsOfMember = defineGrouping({
  collection: 'chatRooms',
  keyOf: (room) => (room.roomType === 'PERSONAL' ? [...new Set(room.memberSeqs)] : undefined),
});

/** A party's group room(s), by the party's seq. */
export const groupRoomsOfParty = defineGrouping({
  collection: 'chatRooms',
  keyOf: (room) => (room.roomType === 'GROUP' ? room.typeSeq : undefined),
});

/** A room's messages, oldest (lowest id) first. */
export const messagesOfRoom = defineGrouping({
  collection: 'chatMessages',
  keyOf: (message) => message.roomId,
});

/** A seller's promotion inventory (one record per seller, made on their first purchase). */
export const inventoryOfSeller = defineGrouping({
  collection: 'promotionInventory',
  keyOf: (record) => record.sellerSeq,
});
