/**
 * "The page has finished loading" as a visitor would tell: the document speaks the language, the
 * page's one h1 is shown, and nothing announces that it is still loading.
 */
import { expect, type Page } from '@playwright/test';
import { tr, type Language } from './locales';

export async function expectPageSettled(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: tr(language, 'state.loading') }),
  ).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
}
