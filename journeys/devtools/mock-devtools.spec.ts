import type { Page } from '@playwright/test';
import { expect, test } from '../tests/fixtures';
import { tr } from '../tests/support/locales';
import type { MockWorld } from '../tests/support/mock-world';

/** The drawer's texts in the app's default language (Korean): it is translated like the app. */
const dt = (key: string, values?: Record<string, string>) => tr('ko', `devtools:${key}`, values);

const drawer = (page: Page) => page.getByRole('dialog', { name: dt('title') });

/** A paid coupon order of the buyer, made through the API in this test's world. */
async function buyerBuysACoupon(world: MockWorld) {
  const buyer = await world.signIn('buyer@example.com');
  const headers = { api_key: `Bearer ${buyer.token.value}` };
  const coupons = await world.api.catalogue.listCoupons({ query: { page: 1, size: 20 } });
  if (coupons.status !== 200) throw new Error(`coupons: ${coupons.status}`);
  const cart = await world.api.cart.getCart({ extraHeaders: headers });
  if (cart.status !== 200) throw new Error(`cart: ${cart.status}`);
  const post = coupons.body.response.find(
    (candidate) =>
      candidate.status === 'ON_SALE' &&
      candidate.seller.seq !== buyer.user.seq &&
      !cart.body.response.some((line) => line.type === 'COUPON' && line.typeSeq === candidate.seq),
  );
  if (!post) throw new Error('no coupon on sale');
  const line = await world.api.cart.addToCart({
    body: { type: 'COUPON', typeSeq: post.seq },
    extraHeaders: headers,
  });
  if (line.status !== 201) throw new Error(`add to cart: ${line.status}`);
  const order = await world.api.orders.createOrder({
    body: { carts: [line.body.response.seq] },
    extraHeaders: headers,
  });
  if (order.status !== 201) throw new Error(`order: ${order.status} ${JSON.stringify(order.body)}`);
  const status = async () => {
    const answer = await world.api.orders.getOrder({
      params: { id: order.body.response.id },
      extraHeaders: headers,
    });
    if (answer.status !== 200) throw new Error(`order view: ${answer.status}`);
    return answer.body.response.status;
  };
  return { status };
}

test('a developer steers the mock from the devtools drawer: sign-in, clock, a fault, reset', async ({
  page,
  world,
}) => {
  const order = await buyerBuysACoupon(world);
  expect(await order.status()).toBe('PAID');

  // The coupon list (the home page would open its notice pop-ups over the drawer).
  await page.goto('/ecoupons');
  await page.getByRole('button', { name: dt('open') }).click();
  const panel = drawer(page);
  await expect(panel.getByTestId('mock-user')).toHaveText(dt('session.signedOut'));

  // One click signs the seller in; the drawer and the app both know it.
  await panel
    .getByRole('button', { name: dt('session.signInAs', { name: 'seller' }), exact: true })
    .click();
  await expect(panel.getByTestId('mock-user')).toHaveText('seller@example.com');
  const stored = await page.evaluate(() => localStorage.getItem('market.session'));
  expect(stored).toContain('token');

  // Four days later the purchase has confirmed itself (AUTO_CONFIRM_DAYS = 3).
  const before = await panel.getByTestId('mock-clock').textContent();
  await panel.getByRole('textbox', { name: dt('clock.travelForward') }).fill('4');
  await panel.getByRole('button', { name: dt('clock.travel'), exact: true }).click();
  await expect(panel.getByTestId('mock-clock-offset')).toContainText(
    dt('clock.offset', { offset: '+96' }),
  );
  expect(before).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  await expect.poll(() => order.status()).toBe('CONFIRMED');

  // A failure on the coupon list shows the app's error state, and goes once removed.
  await panel.getByRole('textbox', { name: dt('faults.pattern') }).fill('/api/coupon');
  await panel.getByRole('button', { name: dt('faults.add') }).click();
  await expect(panel.getByRole('table', { name: dt('faults.list') })).toContainText(
    'INTERNAL_ERROR',
  );
  await page.keyboard.press('Escape');
  await page.goto('/ecoupons');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert').filter({ hasText: tr('ko', 'state.error') })).toBeVisible();

  // The shortcut works once the (lazily loaded) drawer is on the page again.
  await expect(page.getByRole('button', { name: dt('open') })).toBeVisible();
  await page.keyboard.press('Alt+Shift+M');
  await panel
    .getByRole('button', { name: dt('faults.remove', { pattern: '/api/coupon' }) })
    .click();
  await expect(panel.getByText(dt('faults.none'))).toBeVisible();

  // Reset: the seed again, signed out, the clock back.
  await panel.getByRole('button', { name: dt('reset.action') }).click();
  await expect(panel.getByTestId('mock-user')).toHaveText(dt('session.signedOut'));
  // The world's clock runs from its start again: no more four days ahead.
  await expect(panel.getByTestId('mock-clock-offset')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('market.session'))).toBeNull();
  await expect(main.getByRole('alert')).toHaveCount(0);
});
