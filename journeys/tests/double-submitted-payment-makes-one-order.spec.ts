import { expect, test } from './fixtures';
import { addToCart, codeAndCouponOnSale, ordersOf, tokenOf } from './support/buyer';
import { accounts } from './support/env';
import { tr } from './support/locales';

test.use({ signedInAs: accounts.buyer });

test('a payment sent again after its answer was lost makes one order and one charge', async ({
  page,
  world,
}) => {
  const token = await tokenOf(world, accounts.buyer);
  const { coupon } = await codeAndCouponOnSale(world, token);
  const line = await addToCart(world, token, 'COUPON', coupon.seq);
  const before = await world.credits(token);
  const newestBefore = (await ordersOf(world, token))[0]?.id;
  const main = page.getByRole('main');

  // The first payment reaches the server and is placed, but its answer never reaches the browser.
  const keys: string[] = [];
  let dropped = false;
  await page.route('**/api/order', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.fallback();
    keys.push((await request.headerValue('idempotency-key')) ?? '');
    if (dropped) return route.fallback();
    dropped = true;
    await route.fetch();
    return route.abort('connectionreset');
  });

  await page.goto(`/checkout?items=${line}`);
  await main.getByRole('checkbox', { name: tr('ko', 'checkout:agreements.terms') }).check();
  await main
    .getByRole('checkbox', { name: tr('ko', 'checkout:agreements.personalInformation') })
    .check();
  const pay = main.getByRole('button', { name: /결제하기$/ });
  await pay.click();
  await expect(
    main.getByRole('alert').filter({ hasText: tr('ko', 'checkout:refused.failed') }),
  ).toBeVisible();

  // The buyer pays again: the same attempt, answered with the order already placed.
  await pay.click();
  await expect(page).toHaveURL(/\/my\/orders\/[A-Za-z0-9-]+$/);

  expect(keys).toHaveLength(2);
  expect(keys[0]).not.toBe('');
  expect(keys[1]).toBe(keys[0]);
  const orders = await ordersOf(world, token);
  // Newest first: the orders placed by this test come before the newest one of before.
  const placed = orders.slice(
    0,
    orders.findIndex((order) => order.id === newestBefore),
  );
  expect(placed).toHaveLength(1);
  expect(page.url()).toContain(`/my/orders/${placed[0]!.id}`);
  expect(await world.credits(token)).toEqual({
    emoney: before.emoney - placed[0]!.total,
    points: before.points,
  });
});
