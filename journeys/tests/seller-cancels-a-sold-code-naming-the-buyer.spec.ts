import { expect, test } from './fixtures';
import { tr } from './support/locales';
import {
  auth,
  cancellableSoldCode,
  SELLER,
  tokenOf,
  validationText,
} from './support/seller-listings';

test.use({ signedInAs: SELLER });

test('a seller cancels a sold digital code naming the buyer responsible, and the buyer is refunded', async ({
  page,
  world,
}) => {
  const token = await tokenOf(world, SELLER);
  const { post, info } = await cancellableSoldCode(world, token);

  await page.goto(`/seller/digital-codes/${post.seq}`);
  await page.getByRole('link', { name: tr('ko', 'sellerListings:detail.buyer') }).click();
  await expect(page).toHaveURL(`/seller/digital-codes/${post.seq}/buyer`);
  const main = page.getByRole('main');
  await expect(main.getByText(info.buyer.nickname, { exact: true })).toBeVisible();
  await expect(main.getByText(tr('ko', 'sellerListings:orderStatus.PAID'))).toBeVisible();

  await main.getByRole('button', { name: tr('ko', 'sellerListings:buyer.cancel') }).click();
  const dialog = page.getByRole('dialog', { name: tr('ko', 'sellerListings:buyer.cancelTitle') });
  // Nothing is sent without the responsible party and a reason.
  await dialog
    .getByRole('button', { name: tr('ko', 'sellerListings:buyer.cancelConfirm') })
    .click();
  await expect(
    dialog.getByText(validationText('validation.responsibility.required')),
  ).toBeVisible();
  await expect(dialog.getByText(validationText('validation.reason.required'))).toBeVisible();

  await dialog
    .getByRole('radio', { name: tr('ko', 'sellerListings:responsibility.BUYER') })
    .check();
  await dialog.getByLabel(tr('ko', 'sellerListings:buyer.reason')).fill('Bought by mistake');
  await dialog
    .getByRole('button', { name: tr('ko', 'sellerListings:buyer.cancelConfirm') })
    .click();

  const done = main
    .getByRole('status')
    .filter({ hasText: tr('ko', 'sellerListings:buyer.cancelled') });
  await expect(done).toBeVisible();
  // The whole amount the buyer paid for it goes back.
  await expect(done.getByText(/^[\d,]+원$/)).toBeVisible();
  await expect(main.getByText(tr('ko', 'sellerListings:orderStatus.CANCELLED'))).toBeVisible();

  const after = await world.api.sellerPosts.getCodeBuyer({
    params: { seq: post.seq },
    extraHeaders: auth(token),
  });
  expect(after.status === 200 && after.body.response.status).toBe('CANCELLED');
});
