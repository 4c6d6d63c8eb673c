/**
 * The web app's HTML is prerendered, and the app replaces it only once the page's code, texts and
 * first calls are in (decision 028), so `page.goto` resolves (at the load event) while the page
 * shows buttons that do nothing yet. Every page of a test waits, after each navigation, for the
 * app to have taken the page over (`<html data-app-ready>`), as a person waits for a page to
 * respond before using it.
 */
import type { BrowserContext, Page } from '@playwright/test';

function waitForAppAfterNavigation(page: Page) {
  const appReady = () => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appReady();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appReady();
    return response;
  };
}

/** Every page the context opens from now on waits for the app after `goto` and `reload`. */
export function waitForAppInEveryPage(context: BrowserContext) {
  context.on('page', waitForAppAfterNavigation);
}
