import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { cartOf, codeAndCouponOnSale, orderFee, tokenOf } from './support/buyer';
import { koreanWon } from './support/catalogue';
import { accounts } from './support/env';
import { tabTo } from './support/keyboard';
import { decodeWireText, tr } from './support/locales';

const points = (amount: number) =>
  tr('ko', 'checkout:payment.points', { amount: amount.toLocaleString('ko-KR') });

/** The value the order screen gives beside `label` (orders:detail.*). */
const orderFact = (main: Locator, label: string) =>
  main
    .locator('dt')
    .filter({ hasText: tr('ko', `orders:detail.${label}`) })
    .locator('xpath=following-sibling::dd[1]');

/** The order on screen paid `paidWithPoints` of `total` with points and the rest with e-money. */
async function expectOrderSplit(main: Locator, total: number, paidWithPoints: number) {
  await expect(orderFact(main, 'total')).toHaveText(koreanWon(total));
  // Points stay points on the order (2,500P), as everywhere else.
  await expect(orderFact(main, 'paidWithPoints')).toHaveText(
    tr('ko', 'units.points', { amount: paidWithPoints.toLocaleString('ko-KR') }),
  );
  await expect(orderFact(main, 'paidWithEmoney')).toHaveText(koreanWon(total - paidWithPoints));
}

/** The balances as the member's expenses screen shows them. */
async function expectBalances(page: Page, balances: { emoney: number; points: number }) {
  await page.goto('/my/expenses/emoney');
  const main = page.getByRole('main');
  await expect(main.getByTestId('emoney-balance')).toHaveText(koreanWon(balances.emoney));
  await expect(main.getByTestId('points-balance')).toHaveText(
    tr('ko', 'units.points', { amount: balances.points.toLocaleString('ko-KR') }),
  );
}

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
  // The total promised, fee included, is what the order then takes from the wallets (below).
  const total = code.price + coupon.price + (await orderFee(world));
  await expect(main.getByTestId('order-total')).toHaveText(koreanWon(total));
  await main.getByRole('button', { name: /결제하기$/ }).click();

  // The order's own screen shows the split.
  await expect(page).toHaveURL(/\/my\/orders\/[A-Za-z0-9-]+$/);
  await expectOrderSplit(main, total, 1_000);
  // The header badge no longer counts the bought lines.
  await expect(page.getByTestId('cart-badge')).toHaveText(String(linesBefore));
  await expectBalances(page, {
    emoney: before.emoney - (total - 1_000),
    points: before.points - 1_000,
  });
});

test('a keyboard-only buyer adds a code from its page, chooses it in the cart, pays partly with points and reaches the order', async ({
  page,
  world,
}) => {
  const token = await tokenOf(world, accounts.buyer);
  const before = await world.credits(token);
  const { code } = await codeAndCouponOnSale(world, token);
  const title = decodeWireText(code.title, 'ko');
  const main = page.getByRole('main');

  // The post page: Enter on "add to cart", then on "see the cart".
  await page.goto(`/digital-codes/${code.seq}`);
  await tabTo(page, main.getByRole('button', { name: tr('ko', 'catalogue:cart.add') }), 80);
  await page.keyboard.press('Enter');
  await expect(main.getByText(tr('ko', 'catalogue:cart.inCart'))).toBeVisible();
  await tabTo(page, main.getByRole('link', { name: tr('ko', 'catalogue:cart.goToCart') }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/cart');

  // The cart: Space clears "select all" and ticks the new line; Enter orders the one line.
  const selectAll = main.getByRole('checkbox', { name: /^전체 선택/ });
  await expect(selectAll).toBeChecked();
  await tabTo(page, selectAll, 80);
  await page.keyboard.press('Space');
  await expect(selectAll).not.toBeChecked();
  const line = main.getByRole('checkbox', { name: tr('ko', 'cart:selectLine', { title }) });
  await tabTo(page, line, 80);
  await page.keyboard.press('Space');
  await expect(line).toBeChecked();
  await tabTo(
    page,
    main.getByRole('link', { name: tr('ko', 'cart:summary.checkout_other', { count: 1 }) }),
    80,
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\?items=\d+$/);

  // The checkout: points typed, both agreements ticked with Space, Enter on Pay.
  await expect(
    main.getByRole('list', { name: tr('ko', 'checkout:lines.label') }).getByText(title),
  ).toBeVisible();
  await tabTo(page, main.getByRole('textbox', { name: tr('ko', 'checkout:payment.pointsToUse') }));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('500');
  await expect(main.getByTestId('pay-points')).toHaveText(points(500));
  for (const name of ['terms', 'personalInformation']) {
    const agreement = main.getByRole('checkbox', { name: tr('ko', `checkout:agreements.${name}`) });
    await tabTo(page, agreement);
    await page.keyboard.press('Space');
    await expect(agreement).toBeChecked();
  }
  await tabTo(page, main.getByRole('button', { name: /결제하기$/ }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/my\/orders\/[A-Za-z0-9-]+$/);
  const total = code.price + (await orderFee(world));
  await expectOrderSplit(main, total, 500);
  await expectBalances(page, {
    emoney: before.emoney - (total - 500),
    points: before.points - 500,
  });
});
