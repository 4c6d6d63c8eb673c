import { expect, test } from './fixtures';
import { tr } from './support/locales';
import {
  expiringParties,
  formField,
  partyMembers,
  SELLER,
  tokenOf,
  worldDay,
} from './support/seller-listings';

test.use({ signedInAs: SELLER });

test('a seller renews an expiring party and sees which members have answered', async ({
  page,
  world,
}) => {
  const token = await tokenOf(world, SELLER);
  const [party] = await expiringParties(world, token);
  if (!party) throw new Error('the seeded seller has no expiring party with members');
  const members = (await partyMembers(world, token, party.seq)).filter(
    (member) => member.status === 'ACTIVE',
  );

  await page.goto(`/seller/subscriptions/${party.seq}`);
  await page.getByRole('link', { name: tr('ko', 'sellerListings:detail.renew') }).click();
  await expect(page).toHaveURL(`/seller/subscriptions/${party.seq}/renew`);

  await formField(page, 'endsAt').fill(await worldDay(world, 120));
  await page.getByRole('button', { name: tr('ko', 'sellerListings:renew.submit') }).click();

  const main = page.getByRole('main');
  await expect(main.getByText(tr('ko', 'sellerListings:renew.renewed'))).toBeVisible();
  // Every member is asked; none has answered yet.
  const answers = main.getByRole('list', { name: tr('ko', 'sellerListings:renew.answers') });
  await expect(answers.getByRole('listitem')).toHaveCount(members.length);
  await expect(answers.getByText(tr('ko', 'sellerListings:renew.waiting'))).toHaveCount(
    members.length,
  );

  await main.getByRole('link', { name: tr('ko', 'sellerListings:renew.openRenewed') }).click();
  await expect(page).toHaveURL(/\/seller\/subscriptions\/\d+$/);
  expect(page.url()).not.toMatch(new RegExp(`/${party.seq}$`));
});
