import { expect, test } from './fixtures';
import { dollars, koreanWon, openSubscriptionPost, usdRate } from './support/catalogue';
import { decodeWireText, tr } from './support/locales';

test('a visitor switches the currency from won to dollars and the prices follow at the server’s rate', async ({
  page,
  world,
}) => {
  const post = await openSubscriptionPost(world);
  const rate = await usdRate(world);
  const inWon = koreanWon(post.price);
  const inDollars = new RegExp(`^(US)?\\$${dollars(post.price, rate).replace('.', '\\.')}$`);

  await page.goto(`/subscriptions/${post.seq}`);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: decodeWireText(post.title, 'ko') }),
  ).toBeVisible();
  await expect(main.getByText(inWon, { exact: true }).first()).toBeVisible();

  const picker = page.getByRole('combobox', { name: tr('ko', 'currency.label') });
  await picker.selectOption('USD');
  await expect(main.getByText(inDollars).first()).toBeVisible();
  await expect(main.getByText(inWon, { exact: true })).toHaveCount(0);

  // Remembered on the next visit.
  await page.reload();
  await expect(main.getByText(inDollars).first()).toBeVisible();

  await page.getByRole('combobox', { name: tr('ko', 'currency.label') }).selectOption('KRW');
  await expect(main.getByText(inWon, { exact: true }).first()).toBeVisible();
  await expect(main.getByText(inDollars)).toHaveCount(0);
});
