/**
 * Issue 23.4: a reader who chose English sees English from the first paint, with `<html lang>`
 * saying so: the prerendered HTML holds the shell in every language and shows the stored one before
 * anything paints, so nothing switches language as the app loads.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storageKeys } from './fixtures';
import { tr } from './support/locales';

const ENGLISH = { name: storageKeys.language, value: JSON.stringify('en') };

test.use({ language: 'en' });

test('the HTML alone shows an English reader the English shell, in <html lang="en">', async ({
  browser,
  baseURL,
}) => {
  // The app's scripts never arrive: what shows is the HTML with its inline scripts.
  const context = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [{ origin: baseURL!, localStorage: [ENGLISH] }] },
  });
  await context.route('**/assets/*.js', (route) => route.abort());
  const page = await context.newPage();
  const navigation = page.getByRole('navigation', { name: tr('en', 'layout:nav.label') });

  for (const address of ['/digital-codes/1', '/digital-codes']) {
    await page.goto(address);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      navigation.getByRole('link', { name: tr('en', 'layout:nav.digitalCodes') }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(
      tr('en', 'layout:footer.companyName'),
    );
    await expect(page.getByText(tr('ko', 'layout:nav.digitalCodes'))).toHaveCount(0);
  }
  await context.close();
});

/**
 * Notes, after every change to the document from its start (before the browser can paint it),
 * which language's navigation label the page shows (`ko`, `en`, or none yet: `-`) and `<html lang>`.
 * (Frames cannot be sampled: the test's clock drives requestAnimationFrame.)
 */
async function recordStates(page: Page, labels: { ko: string; en: string }) {
  await page.addInitScript((labels) => {
    const states: string[] = [];
    Object.assign(window, { __languageStates: states });
    new MutationObserver(() => {
      const root = document.getElementById('root');
      const shown = root && getComputedStyle(root).visibility === 'visible' ? root.innerText : '';
      const language = shown.includes(labels.en) ? 'en' : shown.includes(labels.ko) ? 'ko' : '-';
      const state = `${language} lang=${document.documentElement.lang}`;
      if (states.at(-1) !== state) states.push(state);
    }).observe(document, { childList: true, subtree: true, attributes: true });
  }, labels);
}

test('an English reader never sees Korean while the page loads and the app takes over', async ({
  page,
}) => {
  const labels = {
    ko: tr('ko', 'layout:nav.digitalCodes'),
    en: tr('en', 'layout:nav.digitalCodes'),
  };
  await recordStates(page, labels);
  for (const address of ['/', '/digital-codes']) {
    await page.goto(address);
    const states = await page.evaluate(
      () => (window as unknown as { __languageStates: string[] }).__languageStates,
    );
    // Nothing, then English, from the first state the browser could paint to the app's.
    expect(
      states.filter((state) => !state.startsWith('-')),
      address,
    ).toEqual(['en lang=en']);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: labels.en }).first()).toBeVisible();
  }
});
