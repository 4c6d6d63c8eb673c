import { expect, test } from './fixtures';
import { openSubscriptionPost } from './support/catalogue';
import { accounts } from './support/env';
import { decodeWireText, tr } from './support/locales';

test('a guest adding a post to the cart signs in, comes back to the post and sees the badge count one', async ({
  page,
  world,
  app,
}) => {
  const post = await openSubscriptionPost(world);
  const title = decodeWireText(post.title, 'ko');
  const postPath = `/subscriptions/${post.seq}`;
  const cart = page.getByRole('banner').getByRole('link', { name: /^장바구니/ });

  await page.goto(postPath);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(cart).toHaveAccessibleName(tr('ko', 'layout:cart.label'));

  await main.getByRole('button', { name: tr('ko', 'catalogue:cart.add') }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(postPath)}`);

  // The newbie's cart is empty in a fresh world.
  await app.signInThroughForm(accounts.newbie);
  await expect(page).toHaveURL(postPath);
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await main.getByRole('button', { name: tr('ko', 'catalogue:cart.add') }).click();
  await expect(main.getByText(tr('ko', 'catalogue:cart.inCart'))).toBeVisible();
  await expect(cart).toHaveAccessibleName(tr('ko', 'layout:cart.labelWithCount', { badge: '1' }));
  await expect(page.getByTestId('cart-badge')).toContainText('1');
});
