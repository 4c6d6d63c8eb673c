import { TOKEN_LIFETIME_DAYS } from '@market/domain';
import { expect, test } from './fixtures';
import { accounts } from './support/env';
import { tr } from './support/locales';

const ordersHeading = { level: 1, name: tr('ko', 'routes.myOrders') } as const;

test('a member who stays signed in is asked to sign in again once 90 days have passed', async ({
  page,
  app,
}) => {
  await page.goto('/login?redirect=%2Fmy%2Forders');
  await app.signInThroughForm(accounts.newbie, { stayLoggedIn: true });
  await expect(page.getByRole('heading', ordersHeading)).toBeVisible();

  await app.moveClock({ days: TOKEN_LIFETIME_DAYS - 1 });
  await page.reload();
  await expect(page.getByRole('heading', ordersHeading)).toBeVisible();

  await app.moveClock({ days: 2 });
  await page.reload();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/my/orders')}`);
  expect(await app.storedSession()).toBeNull();
});

test.describe('without stay-signed-in', () => {
  test.use({ signedInAs: accounts.newbie });

  test('a member stays signed in for as long as the browser keeps the token', async ({
    page,
    app,
  }) => {
    await page.goto('/my/orders');
    await expect(page.getByRole('heading', ordersHeading)).toBeVisible();

    await app.moveClock({ days: TOKEN_LIFETIME_DAYS + 1 });
    await page.reload();
    await expect(page.getByRole('heading', ordersHeading)).toBeVisible();
  });
});
