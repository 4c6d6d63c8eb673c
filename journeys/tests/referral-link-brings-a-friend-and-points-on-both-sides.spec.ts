import { HISTORY_PAGE_SIZE, REFERRAL_REWARD_POINTS } from '@market/domain';
import { expect, test } from './fixtures';
import { guestPage, signUpByApi } from './support/account';
import { accounts, SEEDED_PASSWORD } from './support/env';
import { tr } from './support/locales';
import { field } from './support/locators';

const points = (amount: number) =>
  tr('ko', 'units.points', { amount: amount.toLocaleString('ko-KR') });

test.use({ signedInAs: accounts.buyer });

test('a member copies the referral link, a friend signs up through it, both get the reward, and the points history pages', async ({
  page,
  world,
  browser,
}) => {
  const referrer = await world.signIn(accounts.buyer);
  const pointsBefore = (await world.credits(referrer.token.value!)).points;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  // Copy the link from the profile.
  await page.goto('/my/profile');
  const referral = page
    .getByRole('main')
    .getByRole('region', { name: tr('ko', 'account:referral.title') });
  await expect(referral.getByTestId('referred-count')).toHaveText(
    tr('ko', 'account:referral.count', { n: 0 }),
  );
  await referral.getByRole('button', { name: tr('ko', 'account:referral.copy') }).click();
  await expect(page.getByText(tr('ko', 'notify:success.copied'))).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain(`referrer=${referrer.user.referralCode}`);

  // A friend opens it in another browser and signs up.
  const friend = await guestPage(browser, world);
  const email = 'friend-of-buyer@example.com';
  await friend.goto(new URL(link).pathname + new URL(link).search);
  const form = friend.getByRole('main');
  await expect(field(form, tr('ko', 'auth:createAccount.referrer'))).toHaveValue(
    referrer.user.referralCode,
  );
  await field(form, tr('ko', 'auth:createAccount.email')).fill(email);
  await form.getByRole('button', { name: tr('ko', 'auth:createAccount.sendCode') }).click();
  await expect(form.getByText(tr('ko', 'auth:createAccount.codeSent', { email }))).toBeVisible();
  const code = (await world.lastMailTo(email))?.code;
  if (!code) throw new Error(`no code was mailed to ${email}`);
  await field(form, tr('ko', 'auth:createAccount.code')).fill(code);
  await form.getByRole('button', { name: tr('ko', 'auth:createAccount.confirmCode') }).click();
  await expect(form.getByText(tr('ko', 'auth:createAccount.emailVerified'))).toBeVisible();
  await field(form, tr('ko', 'auth:createAccount.password')).fill(SEEDED_PASSWORD);
  await field(form, tr('ko', 'auth:createAccount.passwordRepeat')).fill(SEEDED_PASSWORD);
  await field(form, tr('ko', 'auth:createAccount.nickname')).fill('friend77');
  await form.getByRole('checkbox', { name: tr('ko', 'auth:agreements.all') }).check();
  await form.getByRole('button', { name: tr('ko', 'auth:createAccount.submit') }).click();
  await expect(friend).toHaveURL('/');

  // The friend sees the reward in their points.
  await friend.goto('/my/expenses/points');
  await expect(friend.getByTestId('points-balance')).toHaveText(points(REFERRAL_REWARD_POINTS));
  await expect(
    friend.getByRole('main').getByText(tr('ko', 'wallet:history.reason.REFERRAL')),
  ).toBeVisible();

  // So does the member, and the link counts one join.
  await page.reload();
  await expect(referral.getByTestId('referred-count')).toHaveText(
    tr('ko', 'account:referral.count', { n: 1 }),
  );
  await page.goto('/my/expenses/points');
  const main = page.getByRole('main');
  await expect(main.getByTestId('points-balance')).toHaveText(
    points(pointsBefore + REFERRAL_REWARD_POINTS),
  );

  // More friends join (through the API) until the history takes two pages; page through it.
  for (let n = 0; n < HISTORY_PAGE_SIZE; n += 1) {
    await signUpByApi(
      world,
      `more-friend-${n}@example.com`,
      `friend${n}x`,
      referrer.user.referralCode,
    );
  }
  await page.reload();
  const lines = main.getByRole('list').last().getByRole('listitem');
  await expect(lines).toHaveCount(HISTORY_PAGE_SIZE);
  await main.getByRole('button', { name: tr('ko', 'pagination.next') }).click();
  await expect(page).toHaveURL('/my/expenses/points?page=2');
  await expect(lines.first()).toBeVisible();
  expect(await lines.count()).toBeLessThanOrEqual(HISTORY_PAGE_SIZE);
  await main.getByRole('button', { name: tr('ko', 'pagination.previous') }).click();
  await expect(page).toHaveURL(/\/my\/expenses\/points(\?page=1)?$/);
});
