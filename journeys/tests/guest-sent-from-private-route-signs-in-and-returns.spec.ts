import { expect, test } from './fixtures';
import { accounts } from './support/env';
import { tr } from './support/locales';

test('a guest opening /my/orders is sent to sign in and, once signed in, comes back to it', async ({
  page,
  app,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/my/orders?type=ecoupon');

  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/my/orders?type=ecoupon')}`);
  await expect(
    page.getByRole('heading', { level: 1, name: tr('ko', 'routes.login') }),
  ).toBeVisible();
  // The app started the sign-in page's code, not the orders page's the guest cannot see.
  expect(scripts).toContainEqual(expect.stringMatching(/\/login-page/));
  expect(scripts).not.toContainEqual(expect.stringMatching(/\/orders-page/));

  await app.signInThroughForm(accounts.buyer);

  await expect(page).toHaveURL('/my/orders?type=ecoupon');
  await expect(
    page.getByRole('heading', { level: 1, name: tr('ko', 'routes.myOrders') }),
  ).toBeVisible();
});

test('a signed-in member is sent away from the sign-in page to the main page', async ({
  page,
  app,
}) => {
  await app.signInByApi(accounts.buyer);
  await page.goto('/login?redirect=%2Fcart');
  await expect(page).toHaveURL('/');
});
