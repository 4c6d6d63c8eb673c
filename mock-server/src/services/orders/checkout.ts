/**
 * Checkout (POST /api/order): buys cart lines at once, paid with the points the buyer chose and
 * e-money for the rest (domain's `planPayment`).
 *
 * Everything here is synchronous, from the first look at the store to the last write: Node runs one
 * handler at a time between awaits, so of fifty buyers racing for the last code exactly one finds it
 * ON_SALE and the others find it SOLD. Every check runs before the first write, so a refusal leaves
 * balances, stock and cart exactly as they were.
 */
import { planPayment } from '@market/domain';
import {
  type CartItemRecord,
  type OrderRecord,
  type ProductPostRecord,
  type SubscriptionPostRecord,
  type UserRecord,
  type World,
  findBySeq,
  nextSeq,
} from '@market/world';
import { ApiFailure } from '../../http/api-failure';
import { removeLines } from './cart';
import { webOrderCharge } from '../fees';
import { balances } from '../ledger';
import { assertBuyable, cartLineBuyability, purchaseBuyability } from './buyability';
import { postRecordOf } from './lookup';
import { recordPaidOrder } from './paid-order';

export interface CheckoutRequest {
  /** Cart line seqs. */
  carts: number[];
  pointsToUse: number;
}

interface Line {
  cart: CartItemRecord[];
  post: SubscriptionPostRecord | ProductPostRecord;
  type: CartItemRecord['type'];
}

/** The buyer's cart lines by seq, one line per post; someone else's or unknown lines are 404. */
function linesOf(world: World, userSeq: number, seqs: readonly number[]): Line[] {
  const byPost = new Map<string, Line>();
  for (const seq of new Set(seqs)) {
    const cart = findBySeq(world.cartItems, seq);
    if (!cart || cart.userSeq !== userSeq) {
      throw new ApiFailure('NOT_FOUND', `No cart line ${seq}`);
    }
    const key = `${cart.type}:${cart.typeSeq}`;
    const line = byPost.get(key);
    if (line) line.cart.push(cart);
    else {
      const post = postRecordOf(world, cart.type, cart.typeSeq);
      byPost.set(key, { cart: [cart], post, type: cart.type });
    }
  }
  return [...byPost.values()];
}

/**
 * Places and pays an order for the buyer's cart lines, or throws the refusal and changes nothing:
 * 403 IDENTITY_NOT_VERIFIED, 404 for lines that are not the buyer's, the buyability refusals (409,
 * 403 BLOCKED_BY_SELLER), 400 VALIDATION_FAILED for more points than the total, 409
 * INSUFFICIENT_BALANCE.
 */
export function checkout(
  world: World,
  buyer: UserRecord,
  request: CheckoutRequest,
  now: number,
): OrderRecord {
  if (!buyer.verified) {
    throw new ApiFailure('IDENTITY_NOT_VERIFIED', 'Verify your identity before checking out');
  }
  const lines = linesOf(world, buyer.seq, request.carts);
  for (const line of lines) {
    const what = `${line.type.toLowerCase()} post ${line.post.seq}`;
    // The cart's rule first (a DISABLED line), then the full rule at this moment: the cart does
    // not look at a code's stock or expiry, the order does.
    for (const cart of line.cart)
      assertBuyable(cartLineBuyability(world, cart, line.post, now), what);
    assertBuyable(purchaseBuyability(world, buyer.seq, line.post, line.type, now), what);
  }

  const itemsTotal = lines.reduce((sum, line) => sum + line.post.price, 0);
  const { fee, total } = webOrderCharge(world, itemsTotal);
  const wallet = balances(world, buyer.seq);
  const plan = planPayment({
    total,
    pointsToUse: request.pointsToUse,
    emoney: wallet.emoney,
    points: wallet.points,
  });
  if (!plan.ok) {
    throw plan.reason === 'INSUFFICIENT_BALANCE'
      ? new ApiFailure(
          'INSUFFICIENT_BALANCE',
          `The order costs ${total}: ${wallet.points} points and ${wallet.emoney} e-money available`,
        )
      : new ApiFailure('VALIDATION_FAILED', `body.pointsToUse: at most the total, ${total}`);
  }

  // From here on nothing can refuse: every write below belongs to the one order.
  const order = recordPaidOrder(
    world,
    // One order may mix types; it is filed under its first line's (the type filter looks at items).
    { userSeq: buyer.seq, kind: lines[0]!.type, lines, fee, total, plan },
    now,
  );
  const { id } = order;

  for (const line of lines) {
    if (line.type === 'SUBSCRIPTION') {
      // A seat is taken at once but the founder approves the member (decision 003).
      world.partyMembers.push({
        seq: nextSeq(world, 'partyMembers'),
        postSeq: line.post.seq,
        userSeq: buyer.seq,
        status: 'PENDING',
        orderId: id,
        joinedAt: now,
        decidedAt: null,
        removalRequestedAt: null,
        removalConsent: null,
        renewalAgreed: null,
      });
    } else {
      const product = line.post as ProductPostRecord;
      product.status = 'SOLD';
      product.soldOrderId = id;
    }
  }
  removeLines(world, new Set(lines.flatMap((line) => line.cart.map((cart) => cart.seq))));
  return order;
}
