import { expect, test } from './fixtures';
import { accounts } from './support/env';
import { decodeWireText, tr } from './support/locales';
import { tabTo } from './support/keyboard';
import { buyerToken, refundableCoupon } from './support/orders';

test.use({ signedInAs: accounts.buyer });

test('the buyer finds a coupon among their e-coupons, requests a refund and sees it requested', async ({
  page,
  world,
}) => {
  const token = await buyerToken(world);
  const coupon = await refundableCoupon(world, token);
  const title = decodeWireText(coupon.post.title, 'ko');
  const main = page.getByRole('main');

  await page.goto('/my/ecoupons');
  await main
    .getByRole('searchbox', { name: tr('ko', 'orders:purchases.search.COUPON') })
    .fill(title);
  await main.getByRole('button', { name: tr('ko', 'actions.search') }).click();
  await expect(page).toHaveURL(/keyword=/);
  await main.locator(`a[href="/my/ecoupons/${coupon.seq}"]`).click();
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // By keyboard alone: open the form, try to send it empty, give the reason, send it.
  await tabTo(page, main.getByRole('button', { name: tr('ko', 'orders:refund.request') }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: tr('ko', 'orders:refund.title') });
  const reason = dialog.getByRole('textbox', { name: tr('ko', 'orders:refund.reasonLabel') });
  const send = dialog.getByRole('button', { name: tr('ko', 'orders:refund.submit') });
  await expect(reason).toBeFocused();
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  // Nothing is sent until the reason is given; the field gets the focus back with its message.
  await expect(dialog.getByText(tr('ko', 'validation:reason.required'))).toBeVisible();
  await expect(reason).toBeFocused();
  await page.keyboard.type('  잘못 구매했어요 ');
  await tabTo(page, send);
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(main.getByText(tr('ko', 'orders:refund.explain.REQUESTED'))).toBeVisible();
  await expect(
    main.getByText(tr('ko', 'orders:status.REFUND_REQUESTED'), { exact: true }),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: tr('ko', 'orders:refund.request') })).toHaveCount(
    0,
  );

  // The list shows the new state too.
  await page.goto('/my/ecoupons');
  const card = main
    .getByRole('article')
    .filter({ has: page.locator(`a[href="/my/ecoupons/${coupon.seq}"]`) });
  await expect(
    card.getByText(tr('ko', 'orders:refund.status.REQUESTED'), { exact: true }),
  ).toBeVisible();
});
