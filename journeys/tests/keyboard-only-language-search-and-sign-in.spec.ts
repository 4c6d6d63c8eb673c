import { expect, test } from './fixtures';
import { accounts, SEEDED_PASSWORD } from './support/env';
import { tabTo } from './support/keyboard';
import { tr } from './support/locales';
import { field } from './support/locators';

test('a keyboard-only visitor changes the language, searches and signs in', async ({
  page,
  app,
}) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The language picker: reached by Tab, changed with the arrow keys.
  const languagePicker = page.getByRole('combobox', { name: tr('ko', 'language.label') });
  await tabTo(page, languagePicker);
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('combobox', { name: tr('en', 'language.label') })).toBeFocused();

  // The search overlay: opened with Enter, searched with Enter, closed with Escape.
  const searchButton = page
    .getByRole('banner')
    .getByRole('button', { name: tr('en', 'layout:search.open') });
  await tabTo(page, searchButton);
  await page.keyboard.press('Enter');
  const overlay = page.getByRole('dialog', { name: tr('en', 'layout:search.dialogTitle') });
  const keywordBox = overlay.getByRole('searchbox', { name: tr('en', 'layout:search.label') });
  await expect(keywordBox).toBeFocused();
  await page.keyboard.type('steam');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/search/steam');
  await expect(overlay).toBeHidden();

  await searchButton.focus();
  await page.keyboard.press('Space');
  await expect(overlay).toBeVisible();
  await expect(
    overlay.getByRole('region', { name: tr('en', 'layout:search.recent') }),
  ).toContainText('steam');
  // Focus moves into the dialog a frame after it opens. A person sees the caret before pressing
  // Escape; a test that did not wait could close the dialog first and find focus nowhere.
  await expect(keywordBox).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(searchButton).toBeFocused();

  // The account menu, then the sign-in form: Enter opens the menu, arrows move, Space ticks.
  const accountMenu = page.getByRole('button', { name: tr('en', 'layout:account.menu') });
  await tabTo(page, accountMenu);
  await page.keyboard.press('Enter');
  const signInItem = page.getByRole('menuitem', { name: tr('en', 'layout:account.login') });
  await expect(signInItem).toBeVisible();
  // Arrow keys cycle through the menu's items; stop on "Sign in".
  for (let press = 0; press < 3; press += 1) {
    if (await signInItem.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(signInItem).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/search/steam')}`);

  const main = page.getByRole('main');
  await tabTo(page, field(main, tr('en', 'auth:login.email')));
  await page.keyboard.type(accounts.buyer);
  await tabTo(page, field(main, tr('en', 'auth:login.password')), 3);
  await page.keyboard.type(SEEDED_PASSWORD);
  const stayLoggedIn = main.getByRole('checkbox', { name: tr('en', 'auth:login.stayLoggedIn') });
  await tabTo(page, stayLoggedIn, 3);
  await page.keyboard.press('Space');
  await expect(stayLoggedIn).toBeChecked();
  await tabTo(page, main.getByRole('button', { name: tr('en', 'auth:login.submit') }), 3);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/search/steam');
  // Signed in with stay-logged-in: the stored token carries an expiry.
  await expect.poll(async () => (await app.storedSession())?.validUntil).toMatch(/^\d{4}-/);
  await accountMenu.press('Enter');
  await expect(
    page.getByRole('menuitem', { name: tr('en', 'layout:account.logout') }),
  ).toBeVisible();
});
