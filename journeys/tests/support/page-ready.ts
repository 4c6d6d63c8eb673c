/**
 * "The page has finished loading" as a visitor would tell: the document speaks the language, the
 * page's h1 is there (possibly visually hidden, or behind a dialog), and nothing announces that it
 * is still loading (no loading text, nothing `aria-busy`, no visible spinner). Checked in the page
 * on every animation frame, so a settled page is seen at once rather than at the next poll of five
 * separate assertions.
 */
import type { Page } from '@playwright/test';
import { tr, type Language } from './locales';

export async function expectPageSettled(page: Page, language: Language): Promise<void> {
  const loadingText = tr(language, 'state.loading');
  try {
    await page.waitForFunction(
      ({ language, loadingText }) => {
        const visible = (element: Element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 || box.height > 0;
        };
        const saysLoading = Array.from(document.querySelectorAll('body *')).some(
          (element) =>
            element.childElementCount === 0 && element.textContent?.trim() === loadingText,
        );
        return (
          document.documentElement.lang === language &&
          document.querySelector('h1') !== null &&
          !saysLoading &&
          document.querySelector('[aria-busy="true"]') === null &&
          !Array.from(document.querySelectorAll('.mantine-Loader-root')).some(visible)
        );
      },
      { language, loadingText },
      { polling: 'raf', timeout: 15_000 },
    );
  } catch (error) {
    const state = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      h1: document.querySelector('h1')?.textContent ?? null,
      busy: document.querySelectorAll('[aria-busy="true"]').length,
    }));
    throw new Error(`the page did not settle in ${language}: ${JSON.stringify(state)}`, {
      cause: error,
    });
  }
}
