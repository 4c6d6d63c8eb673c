import { expect, test } from './fixtures';
import { tr, type Language } from './support/locales';

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
