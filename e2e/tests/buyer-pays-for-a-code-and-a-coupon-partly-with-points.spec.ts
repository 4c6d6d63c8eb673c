import { expect, test } from './fixtures';
import { cartOf, codeAndCouponOnSale, orderFee, ordersOf, tokenOf } from './support/buyer';
import { accounts } from './support/env';
import { decodeWireText, tr } from './support/locales';

test.use({ signedInAs: accounts.buyer });

test('a verified buyer adds a code and a coupon, pays partly with points and lands on the order with the balances lowered', async ({
  page,
  world,
}) => {
  const token = await tokenOf(world, accounts.buyer);
  const before = await world.credits(token);
  const linesBefore = (await cartOf(world, token)).length;
  const { code, coupon } = await codeAndCouponOnSale(world, token);
  const titles = [decodeWireText(code.title, 'ko'), decodeWireText(coupon.title, 'ko')];
  const main = page.getByRole('main');

  // Both go into the cart from their pages.
  for (const path of [`/digital-codes/${code.seq}`, `/ecoupons/${coupon.seq}`]) {
    await page.goto(path);
    await main.getByRole('button', { name: tr('ko', 'catalogue:cart.add') }).click();
    await expect(main.getByText(tr('ko', 'catalogue:cart.inCart'))).toBeVisible();
  }

  // The cart chooses every buyable line: keep only the two new ones.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^장바구니/ })
    .click();
  await expect(page).toHaveURL('/cart');
  const selectAll = main.getByRole('checkbox', { name: /^전체 선택/ });
  await expect(selectAll).toBeChecked();
  await selectAll.uncheck();
  for (const title of titles) {
    await main.getByRole('checkbox', { name: tr('ko', 'cart:selectLine', { title }) }).check();
  }
  await main
    .getByRole('link', { name: tr('ko', 'cart:summary.checkout_other', { count: 2 }) })
    .click();
  await expect(page).toHaveURL(/\/checkout\?items=\d+,\d+$/);

  // Pay 1,000 of it with points, the rest with e-money.
  const lines = main.getByRole('list', { name: tr('ko', 'checkout:lines.label') });
  for (const title of titles) await expect(lines.getByText(title)).toBeVisible();
  await main.getByRole('textbox', { name: tr('ko', 'checkout:payment.pointsToUse') }).fill('1000');
  await main.getByRole('checkbox', { name: tr('ko', 'checkout:agreements.terms') }).check();
  await main
    .getByRole('checkbox', { name: tr('ko', 'checkout:agreements.personalInformation') })
    .check();
  await expect(main.getByTestId('pay-points')).toHaveText('1,000포인트');
  await main.getByRole('button', { name: /결제하기$/ }).click();

  await expect(page).toHaveURL(/\/my\/orders\/[A-Za-z0-9-]+$/);
  const [order] = await ordersOf(world, token);
  expect(page.url()).toContain(`/my/orders/${order!.id}`);
  expect(order!.total).toBe(code.price + coupon.price + (await orderFee(world)));
  expect(order!.paidWithPoints).toBe(1_000);
  expect(order!.paidWithEmoney).toBe(order!.total - 1_000);
  expect(await world.credits(token)).toEqual({
    emoney: before.emoney - (order!.total - 1_000),
    points: before.points - 1_000,
  });
  // The header badge no longer counts the bought lines.
  await expect(page.getByTestId('cart-badge')).toHaveText(String(linesBefore));
});
