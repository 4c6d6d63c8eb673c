import { expect, test } from './fixtures';
import { openSubscriptionPost } from './support/catalogue';
import { accounts } from './support/env';
import { decodeWireText, tr, type Language } from './support/locales';

test('a visitor switches the language from Korean to English to Spanish and the page follows', async ({
  page,
}) => {
  await page.goto('/login');

  const expectPageIn = async (language: Language) => {
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(
      page.getByRole('heading', { level: 1, name: tr(language, 'routes.login') }),
    ).toBeVisible();
    const nav = page.getByRole('navigation', { name: tr(language, 'layout:nav.label') });
    await expect(
      nav.getByRole('link', { name: tr(language, 'layout:nav.subscriptions') }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: tr(language, 'auth:login.submit') }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('contentinfo')
        .getByText(tr(language, 'layout:footer.companyName'), { exact: true }),
    ).toBeVisible();
  };

  await expectPageIn('ko');

  await page.getByRole('combobox', { name: tr('ko', 'language.label') }).selectOption('en');
  await expectPageIn('en');

  await page.getByRole('combobox', { name: tr('en', 'language.label') }).selectOption('es');
  await expectPageIn('es');

  // The choice is remembered: a new visit opens in Spanish.
  await page.reload();
  await expectPageIn('es');
  await expect(page.getByRole('combobox', { name: tr('es', 'language.label') })).toHaveValue('es');
});

test('a post’s title and category arrive in the language the visitor picks', async ({
  page,
  world,
}) => {
  const post = await openSubscriptionPost(world);
  await page.goto(`/subscriptions/${post.seq}`);
  const main = page.getByRole('main');

  for (const [from, to] of [
    ['ko', 'en'],
    ['en', 'es'],
  ] as const) {
    await expect(
      main.getByRole('heading', { level: 1, name: decodeWireText(post.title, from) }),
    ).toBeVisible();
    await page.getByRole('combobox', { name: tr(from, 'language.label') }).selectOption(to);
    await expect(page.locator('html')).toHaveAttribute('lang', to);
    await expect(
      main.getByRole('heading', { level: 1, name: decodeWireText(post.title, to) }),
    ).toBeVisible();
    const breadcrumb = main.getByRole('navigation', {
      name: tr(to, 'catalogue:detail.breadcrumb'),
    });
    await expect(
      breadcrumb.getByRole('link', { name: tr(to, 'catalogue:postType.SUBSCRIPTION') }),
    ).toBeVisible();
    await expect(breadcrumb.getByText(decodeWireText(post.category1, to))).toBeVisible();
  }
});

// Spanish words run longest: at the narrowest width the layout supports, a buyer's order and
// purchase states still read whole.
test.describe('at 360 px in Spanish', () => {
  test.use({ signedInAs: accounts.buyer, language: 'es', viewport: { width: 360, height: 740 } });

  test('order and purchase states are read whole, never cut', async ({ page }) => {
    for (const path of ['/my/orders', '/my/ecoupons']) {
      await page.goto(path);
      const badges = page.getByRole('main').getByRole('article').locator('.mantine-Badge-label');
      await expect(badges.first()).toBeVisible();
      const cut = await badges.evaluateAll((labels) =>
        labels.filter((label) => label.scrollWidth > label.clientWidth).map((l) => l.textContent),
      );
      expect(cut, `${path}: badges cut`).toEqual([]);
    }
  });
});
