/**
 * The buyer's side of a test's world (issue 8): posts that can be bought, a member's cart and
 * orders, read and changed through the product API with the member's token.
 */
import { expect, type Page } from '@playwright/test';
import { tr } from './locales';
import type { MockWorld } from './mock-world';

const auth = (token: string) => ({ extraHeaders: { api_key: `Bearer ${token}` } });

function ok<A extends { status: number; body: unknown }>(answer: A, what: string) {
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
  return (answer.body as { response: unknown }).response;
}

interface ListedPost {
  seq: number;
  status: string;
  seller: { seq: number };
  title: string;
  price: number;
}

/** The member's cart lines (GET /api/cart). */
export async function cartOf(world: MockWorld, token: string) {
  const answer = await world.api.cart.getCart(auth(token));
  return ok(answer, 'cart') as Array<{
    seq: number;
    type: string;
    typeSeq: number;
    post: { title: string };
  }>;
}

/**
 * A digital code and an e-coupon on sale that the member can add: not in their cart yet (nor a post
 * of the same title), and sold by none of the sellers in `notSoldBy` (one who is to buy it meanwhile).
 */
export async function codeAndCouponOnSale(
  world: MockWorld,
  token: string,
  notSoldBy: number[] = [],
) {
  const cart = await cartOf(world, token);
  const inCart = new Set(cart.map((line) => `${line.type}:${line.typeSeq}`));
  // A title already in the cart would make two lines of the same name.
  const titles = new Set(cart.map((line) => line.post.title));
  const pick = (posts: ListedPost[], type: string) =>
    posts.find(
      (post) =>
        post.status === 'ON_SALE' &&
        !notSoldBy.includes(post.seller.seq) &&
        !inCart.has(`${type}:${post.seq}`) &&
        !titles.has(post.title),
    );
  const codes = ok(await world.api.catalogue.listDigitalCodes({ query: { page: 1 } }), 'codes');
  const coupons = ok(await world.api.catalogue.listCoupons({ query: { page: 1 } }), 'coupons');
  const code = pick(codes as ListedPost[], 'CODE');
  const coupon = pick(
    (coupons as ListedPost[]).filter((post) => post.title !== code?.title),
    'COUPON',
  );
  if (!code || !coupon) throw new Error('the seeded world has no code or coupon on sale to add');
  return { code, coupon };
}

/** POST /api/cart as the member: the new cart line's seq. */
export async function addToCart(
  world: MockWorld,
  token: string,
  type: 'CODE' | 'COUPON' | 'SUBSCRIPTION',
  typeSeq: number,
): Promise<number> {
  const answer = await world.api.cart.addToCart({ body: { type, typeSeq }, ...auth(token) });
  return (ok(answer, `add ${type} ${typeSeq} to the cart`) as { seq: number }).seq;
}

/** A fresh token of a seeded account in the test's world, for the product API. */
export async function tokenOf(world: MockWorld, email: string): Promise<string> {
  const { token } = await world.signIn(email);
  if (!token.value) throw new Error(`no token for ${email}`);
  return token.value;
}

/** The fixed fee of a web order (GET /api/common/fee/order). */
export async function orderFee(world: MockWorld): Promise<number> {
  const answer = await world.api.content.getOrderFee({ query: { platform: 'WEB' } });
  return (ok(answer, 'order fee') as { fixedAmount: number }).fixedAmount;
}

/**
 * Through the screens, as the signed-in member of `page`: chooses only the cart line titled `title`
 * on /cart, orders it, agrees to both agreements and pays with e-money; waits for the order screen.
 * `openCart` reaches /cart (by default a fresh load of it).
 */
export async function buyOneCartLine(
  page: Page,
  title: string,
  openCart: (page: Page) => Promise<unknown> = (cartPage) => cartPage.goto('/cart'),
): Promise<void> {
  const main = page.getByRole('main');
  await openCart(page);
  const selectAll = main.getByRole('checkbox', { name: /^전체 선택/ });
  await expect(selectAll).toBeVisible();
  if (await selectAll.isChecked()) await selectAll.uncheck();
  await main.getByRole('checkbox', { name: tr('ko', 'cart:selectLine', { title }) }).check();
  await main
    .getByRole('link', { name: tr('ko', 'cart:summary.checkout_other', { count: 1 }) })
    .click();
  for (const name of ['terms', 'personalInformation']) {
    await main.getByRole('checkbox', { name: tr('ko', `checkout:agreements.${name}`) }).check();
  }
  await main.getByRole('button', { name: /결제하기$/ }).click();
  await expect(page).toHaveURL(/\/my\/orders\/[A-Za-z0-9-]+$/);
}
