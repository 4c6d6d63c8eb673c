import { expect, test } from './fixtures';
import { buyOneCartLine } from './support/buyer';
import { koreanWon } from './support/catalogue';
import { tr } from './support/locales';
import {
  auth,
  BUYER,
  chooseLeafCategory,
  formField,
  SELLER,
  tokenOf,
  worldDay,
} from './support/seller-listings';

test.use({ signedInAs: SELLER });

test('a seller opens a party, approves a buyer who joined, ends sharing after reading the penalty and the member is compensated', async ({
  page,
  app,
  world,
}) => {
  const title = `E2E family party ${Date.now()}`;
  const main = page.getByRole('main');

  // The seller opens a party.
  await page.goto('/seller/subscriptions/create');
  await formField(page, 'title').fill(title);
  await chooseLeafCategory(page);
  await formField(page, 'productId').fill('e2e-family');
  await formField(page, 'price').fill('9000');
  await main
    .getByRole('combobox', { name: tr('ko', 'sellerListings:form.priceBaseDuration') })
    .click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: tr('ko', 'sellerListings:duration.MONTH') })
    .click();
  await formField(page, 'startsAt').fill(await worldDay(world, 1));
  await formField(page, 'endsAt').fill(await worldDay(world, 60));
  await formField(page, 'memberLimit').fill('3');
  await main.getByRole('radio', { name: tr('ko', 'sellerListings:sharing.SHARE') }).check();
  await formField(page, 'accountInfo').fill('Profile 2, PIN in the chat');
  await main.getByRole('button', { name: tr('ko', 'sellerListings:form.save') }).click();
  await expect(page).toHaveURL(/\/seller\/subscriptions\/\d+$/);
  const seq = Number(page.url().split('/').pop());

  // The buyer, in a browser of their own, puts the party in the cart and pays for it.
  const buyerPage = await app.pageAs(BUYER);
  await buyerPage.goto(`/subscriptions/${seq}`);
  await buyerPage.getByRole('button', { name: tr('ko', 'catalogue:cart.add') }).click();
  await expect(
    buyerPage.getByText(tr('ko', 'catalogue:cart.inCart'), { exact: true }),
  ).toBeVisible();
  await buyOneCartLine(buyerPage, title);
  const orderId = new URL(buyerPage.url()).pathname.split('/').pop()!;
  const buyerToken = await tokenOf(world, BUYER);
  const order = await world.api.orders.getOrder({
    params: { id: orderId },
    extraHeaders: auth(buyerToken),
  });
  if (order.status !== 200) throw new Error(`order: ${order.status}`);
  const me = await world.api.account.getMe({ extraHeaders: auth(buyerToken) });
  if (me.status !== 200) throw new Error(`me: ${me.status}`);
  const nickname = me.body.response.nickname;

  // The seller approves the pending member.
  await page.goto(`/seller/subscriptions/${seq}/members`);
  const pending = main.getByRole('region', { name: /승인 대기/ });
  await pending
    .getByRole('button', {
      name: tr('ko', 'sellerListings:members.approveName', { name: nickname }),
    })
    .click();
  const active = main.getByRole('region', { name: /활동 중인 멤버/ });
  await expect(active.getByText(nickname, { exact: true })).toBeVisible();

  // Ending sharing: the penalty and the compensation are stated before anything happens.
  const before = await world.credits(buyerToken);
  await page.goto(`/seller/subscriptions/${seq}`);
  await main.getByRole('button', { name: tr('ko', 'sellerListings:party.end') }).click();
  const dialog = page.getByRole('dialog', { name: tr('ko', 'sellerListings:party.endTitle') });
  await expect(dialog.getByText(tr('ko', 'sellerListings:party.penalty'))).toBeVisible();
  await expect(
    dialog.getByText(tr('ko', 'sellerListings:party.compensation', { count: 1 })),
  ).toBeVisible();
  await dialog.getByLabel(tr('ko', 'sellerListings:party.endReason')).fill('Service discontinued');
  await dialog.getByRole('button', { name: tr('ko', 'sellerListings:party.endConfirm') }).click();

  const settled = main
    .getByRole('status')
    .filter({ hasText: tr('ko', 'sellerListings:party.ended') });
  await expect(settled).toBeVisible();
  await expect(
    settled.getByText(tr('ko', 'sellerListings:party.compensated', { count: 1 }), { exact: false }),
  ).toBeVisible();
  await expect(main.getByText(tr('ko', 'sellerListings:status.ENDED')).first()).toBeVisible();

  // The member got the unused share of what they paid back, and their party page says how much.
  const after = await world.credits(buyerToken);
  const compensation = after.emoney - before.emoney;
  expect(compensation).toBeGreaterThan(0);
  expect(after.points).toBe(before.points);
  await buyerPage.goto(`/my/subscriptions/${order.body.response.items[0]!.seq}`);
  const notice = buyerPage
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: tr('ko', 'parties:stoppedEarly') });
  await expect(notice.getByText(koreanWon(compensation), { exact: true })).toBeVisible();
});
