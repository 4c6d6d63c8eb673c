/**
 * Issue 23: after each action, the screens that show its result show it without a reload. Every
 * screen is opened first (so its answer is in the cache, fresh for three minutes: SPEC §9), the
 * action is taken, and the screen is opened again the way the app's links open it: history.pushState,
 * no new document. A screen that kept its old answer fails here.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { receiveTransfer } from './support/account';
import { addToCart, buyOneCartLine } from './support/buyer';
import { subscriptionPosts } from './support/catalogue';
import { accounts } from './support/env';
import { decodeWireText, tr } from './support/locales';
import { field } from './support/locators';
import { buyerToken, refundableCoupon, unreviewedCode } from './support/orders';
import type { MockWorld } from './support/mock-world';
import { buyerParty } from './support/parties';

test.use({ signedInAs: accounts.buyer });

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/** Opens `path` as the app's links do (wouter follows history.pushState): the cache stays. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
  await expect(page).toHaveURL(path);
}

/** Marks the document, to prove at the end that no step reloaded it. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/** An open party the buyer can join (not theirs, not joined, a seat left), put in their cart. */
async function partyInCart(world: MockWorld, token: string) {
  for (const post of await subscriptionPosts(world)) {
    if (post.status !== 'SUB_ON_SALE' || post.memberCount >= post.memberLimit) continue;
    try {
      await addToCart(world, token, 'SUBSCRIPTION', post.seq);
      return { ...post, title: decodeWireText(post.title, 'ko') };
    } catch {
      // Joined already, or the buyer's own: the next one.
    }
  }
  throw new Error('the seeded world has no party the buyer can join');
}

test('a purchase that joins a party shows on the orders and parties seen before', async ({
  page,
  world,
}) => {
  const party = await partyInCart(world, await buyerToken(world));
  const main = page.getByRole('main');

  await page.goto('/my/orders');
  await markDocument(page);
  await expect(main.getByRole('article').first()).toBeVisible();
  await openInApp(page, '/my/subscriptions');
  await expect(main.getByRole('list', { name: tr('ko', 'parties:listLabel') })).toBeVisible();

  await buyOneCartLine(page, party.title, (cartPage) => openInApp(cartPage, '/cart'));
  const orderPath = new URL(page.url()).pathname;
  const seatPath = await main.getByRole('link', { name: party.title }).getAttribute('href');
  expect(seatPath).toMatch(/^\/my\/subscriptions\/\d+$/);
  await openInApp(page, '/my/orders');
  await expect(main.locator(`a[href="${orderPath}"]`)).toBeVisible();
  await openInApp(page, '/my/subscriptions');
  await expect(main.locator(`a[href="${seatPath}"]`)).toBeVisible();

  expect(await stillSameDocument(page)).toBe(true);
});

test('a refund request and a review show on the screens seen before', async ({ page, world }) => {
  const token = await buyerToken(world);
  const coupon = await refundableCoupon(world, token);
  const code = await unreviewedCode(world, token);
  const main = page.getByRole('main');

  await page.goto('/my/ecoupons');
  await markDocument(page);
  await expect(main.getByRole('article').first()).toBeVisible();
  const storeReviews = `/stores/${code.post.seller.seq}/reviews`;
  await openInApp(page, storeReviews);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();

  // A refund request: the coupon's card says it was asked.
  await openInApp(page, `/my/ecoupons/${coupon.seq}`);
  await main.getByRole('button', { name: tr('ko', 'orders:refund.request') }).click();
  const dialog = page.getByRole('dialog', { name: tr('ko', 'orders:refund.title') });
  await dialog
    .getByRole('textbox', { name: tr('ko', 'orders:refund.reasonLabel') })
    .fill('중복 구매');
  await dialog.getByRole('button', { name: tr('ko', 'orders:refund.submit') }).click();
  await expect(dialog).toHaveCount(0);
  await openInApp(page, '/my/ecoupons');
  const card = main
    .getByRole('article')
    .filter({ has: page.locator(`a[href="/my/ecoupons/${coupon.seq}"]`) });
  await expect(card.getByText(tr('ko', 'orders:refund.status.REQUESTED'))).toBeVisible();

  // A review: the seller's public reviews show it.
  const review = `코드가 잘 작동합니다 ${Date.now()}`;
  await openInApp(page, `/my/digital-codes/${code.seq}`);
  await main.getByRole('radio', { name: tr('ko', 'orders:review.tone.positive') }).check();
  await main.getByRole('textbox', { name: tr('ko', 'orders:review.textLabel') }).fill(review);
  await main.getByRole('button', { name: tr('ko', 'orders:review.submit') }).click();
  await expect(main.getByText(review)).toBeVisible();
  await openInApp(page, storeReviews);
  await expect(main.getByText(review)).toBeVisible();

  expect(await stillSameDocument(page)).toBe(true);
});

test('a top-up received by transfer and a cash-out show on the screens seen before', async ({
  page,
  world,
}) => {
  const token = await buyerToken(world);
  const main = page.getByRole('main');

  await page.goto('/my/orders');
  await markDocument(page);
  await expect(main.getByRole('article').first()).toBeVisible();

  // A top-up: once its transfer arrives, the orders list has it paid.
  await openInApp(page, '/buy-emoney');
  const presets = main.getByRole('group', { name: tr('ko', 'wallet:topUp.presets') });
  await presets.getByText(won(50_000), { exact: true }).click();
  await main.getByRole('button', { name: tr('ko', 'wallet:topUp.submit') }).click();
  await expect(page).toHaveURL(/\/my\/pending-transfer\/[A-Za-z0-9-]+$/);
  const topUpId = page.url().split('/').pop()!;
  await receiveTransfer(world, topUpId);
  await expect(page).toHaveURL('/my/expenses/emoney', { timeout: 10_000 });
  const balance = (await world.credits(token)).emoney;
  await expect(main.getByTestId('emoney-balance')).toHaveText(won(balance));
  await openInApp(page, '/my/orders');
  const topUp = main
    .getByRole('article')
    .filter({ has: page.locator(`a[href="/my/orders/${topUpId}"]`) });
  await expect(topUp.getByText(tr('ko', 'orders:status.PAID'))).toBeVisible();

  // A cash-out: the e-money history seen before lists it first.
  const amount = 10_000;
  await openInApp(page, '/cash-out');
  await field(main, tr('ko', 'wallet:cashOut.amount')).fill(String(amount));
  await field(main, tr('ko', 'wallet:cashOut.bankName')).fill('국민은행');
  await field(main, tr('ko', 'wallet:cashOut.accountHolder')).fill('홍길동');
  await field(main, tr('ko', 'wallet:cashOut.accountNumber')).fill('123-456-789012');
  await main.getByRole('button', { name: tr('ko', 'wallet:cashOut.next') }).click();
  const confirm = page.getByRole('dialog', { name: tr('ko', 'wallet:cashOut.confirmTitle') });
  await confirm.getByRole('button', { name: tr('ko', 'wallet:cashOut.confirm') }).click();
  await expect(main.getByText(tr('ko', 'wallet:cashOut.doneTitle'))).toBeVisible();
  await openInApp(page, '/my/expenses/emoney');
  await expect(main.getByTestId('emoney-balance')).toHaveText(won(balance - amount));
  await expect(
    main.getByRole('listitem').first().getByText(tr('ko', 'wallet:history.reason.WITHDRAWAL')),
  ).toBeVisible();

  expect(await stillSameDocument(page)).toBe(true);
});

test('leaving a party shows on its order seen before', async ({ page, world }) => {
  const token = await buyerToken(world);
  const { orderSeq } = await buyerParty(world, 'running');
  const seat = await world.api.orders.getSubscriptionOrder({
    params: { seq: orderSeq },
    extraHeaders: { api_key: `Bearer ${token}` },
  });
  if (seat.status !== 200) throw new Error(`party purchase: ${seat.status}`);
  const partyOrderPath = `/my/orders/${seat.body.response.orderId}`;
  const main = page.getByRole('main');

  await page.goto(partyOrderPath);
  await markDocument(page);
  const items = main.locator('section[aria-labelledby="order-items-heading"]');
  await expect(items).toBeVisible();
  await expect(items.getByText(tr('ko', 'orders:status.REFUND_REQUESTED'))).toHaveCount(0);

  // Leaving a party is its refund request: the party's order says so.
  await openInApp(page, `/my/subscriptions/${orderSeq}`);
  await main.getByRole('button', { name: tr('ko', 'parties:leave.open') }).click();
  const leave = page.getByRole('dialog', { name: tr('ko', 'parties:leave.title') });
  await leave.getByRole('textbox', { name: tr('ko', 'parties:leave.reason') }).fill('이사로 인해');
  await leave.getByRole('button', { name: tr('ko', 'parties:leave.confirm') }).click();
  await expect(leave).toHaveCount(0);
  await openInApp(page, partyOrderPath);
  await expect(items.getByText(tr('ko', 'orders:status.REFUND_REQUESTED'))).toBeVisible();

  expect(await stillSameDocument(page)).toBe(true);
});

test.describe('at 360 px in Spanish', () => {
  test.use({ language: 'es', viewport: { width: 360, height: 740 } });

  test('order and purchase states are read whole, never cut', async ({ page }) => {
    for (const path of ['/my/orders', '/my/ecoupons']) {
      await page.goto(path);
      const badges = page.getByRole('main').getByRole('article').locator('.mantine-Badge-label');
      await expect(badges.first()).toBeVisible();
      const cut = await badges.evaluateAll((labels) =>
        labels.filter((label) => label.scrollWidth > label.clientWidth).map((l) => l.textContent),
      );
      expect(cut, `${path}: badges cut`).toEqual([]);
    }
  });
});
