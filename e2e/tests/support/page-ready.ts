/**
 * "The page has finished loading" as a visitor would tell: the document speaks the language, the
 * page's h1 is there (possibly visually hidden, or behind a dialog), and nothing announces that it
 * is still loading.
 */
import { expect, type Page } from '@playwright/test';
import { tr, type Language } from './locales';

export async function expectPageSettled(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('h1').first()).toBeAttached();
  await expect(page.getByText(tr(language, 'state.loading'), { exact: true })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
}
