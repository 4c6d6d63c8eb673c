import { expect, test } from './fixtures';
import { addToCart, codeAndCouponOnSale, ordersOf, tokenOf } from './support/buyer';
import { accounts } from './support/env';
import { decodeWireText, tr } from './support/locales';

test.use({ signedInAs: accounts.buyer });

test('an order refused because a line sold out meanwhile names that line and charges nothing', async ({
  page,
  world,
}) => {
  const token = await tokenOf(world, accounts.buyer);
  const rival = await tokenOf(world, accounts.seller2);
  const { code } = await codeAndCouponOnSale(world, token, [4]);
  const title = decodeWireText(code.title, 'ko');
  const line = await addToCart(world, token, 'CODE', code.seq);
  const before = await world.credits(token);
  const newestBefore = (await ordersOf(world, token))[0]?.id;
  const main = page.getByRole('main');

  await page.goto(`/checkout?items=${line}`);
  await expect(
    main.getByRole('list', { name: tr('ko', 'checkout:lines.label') }).getByText(title),
  ).toBeVisible();

  // Someone else buys the same code while the buyer reads the checkout.
  const rivalLine = await addToCart(world, rival, 'CODE', code.seq);
  const bought = await world.api.orders.createOrder({
    body: { carts: [rivalLine] },
    extraHeaders: { api_key: `Bearer ${rival}` },
  });
  expect(bought.status).toBe(201);

  await main.getByRole('checkbox', { name: tr('ko', 'checkout:agreements.terms') }).check();
  await main
    .getByRole('checkbox', { name: tr('ko', 'checkout:agreements.personalInformation') })
    .check();
  await main.getByRole('button', { name: /결제하기$/ }).click();

  const refusal = main.getByRole('alert').filter({ hasText: tr('ko', 'checkout:refused.title') });
  await expect(refusal).toContainText(
    tr('ko', 'checkout:refused.lineReason', { title, reason: tr('ko', 'cart:reason.SOLD_OUT') }),
  );
  await expect(page).toHaveURL(`/checkout?items=${line}`);
  expect(await world.credits(token)).toEqual(before);
  expect((await ordersOf(world, token))[0]?.id).toBe(newestBefore);
});
