/**
 * What the seeded buyer bought in the test's world, read through the product API with the buyer's
 * own token, so that the order and purchase journeys open real orders, codes and coupons.
 */
import { accounts } from './env';
import type { MockWorld } from './mock-world';

/** The response of a 200 answer; anything else fails the test with the answer. */
function responseOf<R>(answer: { status: number; body: unknown }, what: string): R {
  if (answer.status !== 200) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
  return (answer.body as { response: R }).response;
}

/** The seeded buyer's token in this world (a sign-in of its own, beside the page's). */
export async function buyerToken(world: MockWorld): Promise<string> {
  const session = await world.signIn(accounts.buyer);
  if (!session.token.value) throw new Error('the sign-in answer holds no token');
  return session.token.value;
}

const auth = (token: string) => ({ extraHeaders: { api_key: `Bearer ${token}` } });

/** The buyer's first paid order of bought posts that is not confirmed yet. */
export async function paidOrder(world: MockWorld, token: string) {
  const answer = await world.api.orders.listOrders({
    query: { page: 1, size: 50 },
    ...auth(token),
  });
  type Orders = Extract<typeof answer, { status: 200 }>['body']['response'];
  const order = responseOf<Orders>(answer, 'orders').find(
    (o) => o.status === 'PAID' && o.items.length > 0,
  );
  if (!order) throw new Error('the seeded buyer has no paid order');
  return order;
}

/** A digital code the buyer bought and has not reviewed, its code still shown. */
export async function unreviewedCode(world: MockWorld, token: string) {
  const list = await world.api.orders.listCodeOrders({
    query: { page: 1, size: 50 },
    ...auth(token),
  });
  type Codes = Extract<typeof list, { status: 200 }>['body']['response'];
  const bought = responseOf<Codes>(list, 'codes').find(
    (c) => !c.reviewed && (c.status === 'PAID' || c.status === 'CONFIRMED'),
  );
  if (!bought) throw new Error('the seeded buyer has no unreviewed code');
  const detail = await world.api.orders.getCodeOrder({
    params: { seq: bought.seq },
    ...auth(token),
  });
  type Code = Extract<typeof detail, { status: 200 }>['body']['response'];
  return responseOf<Code>(detail, 'code');
}

/** A coupon the buyer bought, paid and with no refund asked yet. */
export async function refundableCoupon(world: MockWorld, token: string) {
  const list = await world.api.orders.listCouponOrders({
    query: { page: 1, size: 50 },
    ...auth(token),
  });
  type Coupons = Extract<typeof list, { status: 200 }>['body']['response'];
  const coupon = responseOf<Coupons>(list, 'coupons').find(
    (c) => c.status === 'PAID' && c.refundStatus === null,
  );
  if (!coupon) throw new Error('the seeded buyer has no refundable coupon');
  return coupon;
}
