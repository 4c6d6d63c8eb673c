import { expect, test } from './fixtures';
import { tr } from './support/locales';

test('a visitor at an unknown address sees the not-found page and follows its link to the main page', async ({
  page,
}) => {
  await page.goto('/no/such/page');

  await expect(
    page.getByRole('heading', { level: 1, name: tr('ko', 'statusPage.notFound.title') }),
  ).toBeVisible();
  await expect(page.getByText(tr('ko', 'statusPage.notFound.body'))).toBeVisible();

  await page
    .getByRole('main')
    .getByRole('link', { name: tr('ko', 'actions.goHome') })
    .click();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('heading', { level: 1, name: tr('ko', 'statusPage.notFound.title') }),
  ).toBeHidden();
});

test.describe('in English', () => {
  test.use({ language: 'en' });

  test('the not-found page speaks the chosen language', async ({ page }) => {
    await page.goto('/stores/1/no-such-tab');

    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('heading', { level: 1, name: tr('en', 'statusPage.notFound.title') }),
    ).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: tr('en', 'actions.goHome') }),
    ).toBeVisible();
  });
});
