import { expect, test } from './fixtures';
import { addToCart, codeAndCouponOnSale, tokenOf } from './support/buyer';
import { accounts } from './support/env';
import { decodeWireText, tr } from './support/locales';

test.use({ signedInAs: accounts.newbie });

test('an unverified member is sent through identity verification and comes back to the checkout', async ({
  page,
  world,
}) => {
  const token = await tokenOf(world, accounts.newbie);
  const { code } = await codeAndCouponOnSale(world, token);
  const line = await addToCart(world, token, 'CODE', code.seq);
  const checkout = `/checkout?items=${line}`;
  const main = page.getByRole('main');

  await page.goto(checkout);
  await expect(page).toHaveURL(
    `/checkout/verify-identity?redirect=${encodeURIComponent(checkout)}`,
  );
  await expect(
    main.getByRole('heading', { level: 1, name: tr('ko', 'routes.verifyIdentity') }),
  ).toBeVisible();

  await main.getByRole('textbox', { name: tr('ko', 'auth:identity.name') }).fill('김신입');
  await main
    .getByRole('textbox', { name: tr('ko', 'auth:identity.cellPhone') })
    .fill('010-2345-6789');
  await main.getByLabel(tr('ko', 'auth:identity.dateOfBirth')).fill('1995-04-12');
  await main.getByRole('button', { name: tr('ko', 'auth:identity.submit') }).click();

  // The provider sends the browser back to the callback, which continues to the checkout.
  await expect(page).toHaveURL(checkout);
  await expect(
    main.getByRole('heading', { level: 1, name: tr('ko', 'routes.checkout') }),
  ).toBeVisible();
  await expect(
    main
      .getByRole('list', { name: tr('ko', 'checkout:lines.label') })
      .getByText(decodeWireText(code.title, 'ko')),
  ).toBeVisible();
  // A new member's wallet is empty: the checkout offers the top-up instead of paying.
  await expect(
    main.getByRole('link', { name: tr('ko', 'checkout:payment.topUp') }),
  ).toHaveAttribute('href', '/buy-emoney');
  await expect(main.getByRole('button', { name: /결제하기$/ })).toBeDisabled();
});
