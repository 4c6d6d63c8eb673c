import { expect, test } from './fixtures';
import { accounts } from './support/env';
import { decodeWireText, tr } from './support/locales';
import { buyerToken, paidOrder, unreviewedCode } from './support/orders';

test.use({ signedInAs: accounts.buyer });

test('the buyer confirms receipt of an order, reveals and copies a digital code, and reviews it', async ({
  page,
  context,
  world,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await buyerToken(world);
  const order = await paidOrder(world, token);
  const code = await unreviewedCode(world, token);
  const main = page.getByRole('main');

  // The order, from the list of orders.
  await page.goto('/my/orders');
  await expect(
    main.getByRole('heading', { level: 1, name: tr('ko', 'routes.myOrders') }),
  ).toBeVisible();
  await main.locator(`a[href="/my/orders/${order.id}"]`).click();
  await expect(page).toHaveURL(`/my/orders/${order.id}`);
  await expect(main.getByText(tr('ko', 'orders:detail.autoConfirmAt'))).toBeVisible();

  await main.getByRole('button', { name: tr('ko', 'orders:detail.confirm') }).click();
  await expect(page.getByText(tr('ko', 'orders:detail.confirmDone'))).toBeVisible();
  await expect(main.getByText(tr('ko', 'orders:detail.confirmedAt'))).toBeVisible();
  await expect(main.getByRole('button', { name: tr('ko', 'orders:detail.confirm') })).toHaveCount(
    0,
  );

  // A bought digital code: hidden until revealed, then copied.
  await page.goto(`/my/digital-codes/${code.seq}`);
  const title = decodeWireText(code.post.title, 'ko');
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const label = tr('ko', 'orders:purchase.secret.CODE');
  const secret = main.getByRole('region', { name: label });
  await expect(secret.getByText(code.code!)).toHaveCount(0);
  await secret.getByRole('button', { name: tr('ko', 'orders:purchase.reveal', { label }) }).click();
  await expect(secret.getByText(code.code!)).toBeVisible();
  await secret.getByRole('button', { name: tr('ko', 'orders:purchase.copy', { label }) }).click();
  await expect(page.getByText(tr('ko', 'notify:success.copied'))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code.code);

  // A negative review, seen at once.
  await main.getByRole('radio', { name: tr('ko', 'orders:review.tone.negative') }).check();
  await main
    .getByRole('textbox', { name: tr('ko', 'orders:review.textLabel') })
    .fill('  코드 등록이 늦었어요  ');
  await main.getByRole('button', { name: tr('ko', 'orders:review.submit') }).click();
  await expect(main.getByText('코드 등록이 늦었어요')).toBeVisible();
  await expect(main.getByText(tr('ko', 'orders:review.tone.negative'))).toBeVisible();
  await expect(main.getByRole('button', { name: tr('ko', 'orders:review.submit') })).toHaveCount(0);

  // Still there after a reload: the server has it.
  await page.reload();
  await expect(main.getByText('코드 등록이 늦었어요')).toBeVisible();
});
