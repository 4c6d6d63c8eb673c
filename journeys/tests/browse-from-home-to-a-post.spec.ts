import { expect, test } from './fixtures';
import { koreanWon, openSubscriptionPost } from './support/catalogue';
import { closePopups } from './support/home';
import { decodeWireText, tr } from './support/locales';

test('a visitor browses from the home page to a shared subscription and sees its price and seller', async ({
  page,
  world,
}) => {
  const post = await openSubscriptionPost(world);
  const title = decodeWireText(post.title, 'ko');

  await page.goto('/');

  // The popups running now come one after another; the visitor closes each.
  await closePopups(page, world, 'ko');

  const typeName = tr('ko', 'catalogue:postType.SUBSCRIPTION');
  await page
    .getByRole('main')
    .getByRole('link', { name: tr('ko', 'catalogue:featured.seeAll', { type: typeName }) })
    .click();
  await expect(page).toHaveURL('/subscriptions');
  await expect(
    page.getByRole('heading', { level: 1, name: tr('ko', 'routes.subscriptions') }),
  ).toBeVisible();

  // Several parties can share a title; the list shows them in the API's order.
  await page.getByRole('main').getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(`/subscriptions/${post.seq}`);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main.getByText(koreanWon(post.price), { exact: true }).first()).toBeVisible();
  await expect(main.getByRole('link', { name: post.seller.nickname })).toBeVisible();
});
