/**
 * The seller's side of a test's world for the seller-console journeys and sweep: the seller's own
 * lists read through the typed API with the seller's token.
 */
import { accounts } from './env';
import type { MockWorld } from './mock-world';

/** The `api_key` header of a member of the test's world. */
export async function authOf(world: MockWorld, email: string) {
  const session = await world.signIn(email);
  return { api_key: `Bearer ${session.token.value}` };
}

/** A call that must succeed: its envelope's payload, or a thrown error naming the status. */
export function okResponse<T>(answer: { status: number; body: unknown }, what: string): T {
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return (answer.body as { response: T }).response;
}

export async function firstSellerNotice(world: MockWorld) {
  const answer = await world.api.content.listSellerNotices({
    query: { page: 1, size: 1 },
    extraHeaders: await authOf(world, accounts.seller),
  });
  const [notice] = okResponse<{ seq: number; title: string }[]>(answer, 'seller notices');
  if (!notice) throw new Error('the seeded world has no seller notice');
  return notice;
}

export async function firstSellerGuide(world: MockWorld) {
  const answer = await world.api.seller.listSellerGuides({
    query: { page: 1, size: 1 },
    extraHeaders: await authOf(world, accounts.seller),
  });
  const [guide] = okResponse<{ seq: number; title: string }[]>(answer, 'seller guides');
  if (!guide) throw new Error('the seeded world has no seller guide');
  return guide;
}

/** A member of the test's world: their seq and nickname (GET /api/account/me). */
export async function memberOf(world: MockWorld, email: string) {
  const answer = await world.api.account.getMe({ extraHeaders: await authOf(world, email) });
  return okResponse<{ seq: number; nickname: string }>(answer, `me of ${email}`);
}

/** The seq of the seller (or of another member) in the test's world. */
export async function sellerSeqOf(world: MockWorld, email: string = accounts.seller) {
  return (await memberOf(world, email)).seq;
}

interface Purchase {
  seq: number;
  status: string;
  reviewed: boolean;
  refundStatus: string | null;
  price: number;
  post: { seq: number; type: string; title: string; seller: { seq: number } };
}

/** The buyer's coupon and code purchases from the seller (both lists, up to 100 each). */
export async function purchasesFromSeller(world: MockWorld, buyerEmail: string, sellerSeq: number) {
  const extraHeaders = await authOf(world, buyerEmail);
  const query = { page: 1, size: 100 };
  const lists = await Promise.all([
    world.api.orders.listCouponOrders({ query, extraHeaders }),
    world.api.orders.listCodeOrders({ query, extraHeaders }),
  ]);
  return lists
    .flatMap((answer) => okResponse<Purchase[]>(answer, 'purchases'))
    .filter((purchase) => purchase.post.seller.seq === sellerSeq);
}

/** A purchase's page in the buyer's screens: /my/ecoupons/{seq} or /my/digital-codes/{seq}. */
export function buyerPurchasePath(purchase: Pick<Purchase, 'seq' | 'post'>) {
  const list = purchase.post.type === 'COUPON' ? 'ecoupons' : 'digital-codes';
  return `/my/${list}/${purchase.seq}`;
}

interface ListedPost {
  seq: number;
  title: string;
  status: string;
  expiresAt: string;
  seller: { seq: number };
}

/** The public digital-code list as a visitor gets it (its default order), up to 100 posts. */
export async function publicDigitalCodes(world: MockWorld) {
  return okResponse<ListedPost[]>(
    await world.api.catalogue.listDigitalCodes({ query: { page: 1, size: 100 } }),
    'digital codes',
  );
}

/** The seller's codes the public list shows on sale, in the list's order. */
export async function sellersListedCodes(world: MockWorld, sellerSeq: number) {
  return (await publicDigitalCodes(world)).filter(
    (post) => post.seller.seq === sellerSeq && post.status === 'ON_SALE',
  );
}
