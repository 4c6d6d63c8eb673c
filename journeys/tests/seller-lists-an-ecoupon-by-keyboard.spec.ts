import { expect, test } from './fixtures';
import { tabTo } from './support/keyboard';
import { tr } from './support/locales';
import { formField, SELLER, settledCategoryLevel, worldDay } from './support/seller-listings';

test.use({ signedInAs: SELLER });

test('a seller fills and saves the e-coupon form with the keyboard alone', async ({
  page,
  world,
}) => {
  const title = `Keyboard coupon ${Date.now()}`;
  await page.goto('/seller/ecoupons/create');

  await tabTo(page, formField(page, 'title'));
  await page.keyboard.type(title);
  // The category, level by level: open the list, take the first category, until a leaf.
  for (let level = 1; level <= 3; level += 1) {
    const select = await settledCategoryLevel(page, level);
    if (!select) break;
    await tabTo(page, select);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    // Enter picks the option the keyboard is on. Mantine's opened list looks for its chosen option
    // in a timer (Select's onDropdownOpen); on a busy machine Chromium runs the next key first, and
    // the timer then forgets the option the arrow moved to: Enter does nothing and the list stays
    // open. A person presses the arrow again; so does the journey.
    await expect(async () => {
      await page.keyboard.press('ArrowDown');
      await expect(select).toHaveAttribute('aria-activedescendant', /.+/, { timeout: 2000 });
      await page.keyboard.press('Enter');
      await expect(select).not.toHaveValue('', { timeout: 2000 });
    }).toPass();
  }
  await tabTo(page, formField(page, 'price'));
  await page.keyboard.type('3900');
  await tabTo(page, formField(page, 'expiresAt'));
  // The browser's own date field: its segments' order follows the browser's locale, so the value
  // is set as a whole once the field has the focus.
  await formField(page, 'expiresAt').fill(await worldDay(world, 20));
  await tabTo(page, formField(page, 'pin'));
  await page.keyboard.type('9876-5432');
  await tabTo(page, page.getByRole('button', { name: tr('ko', 'sellerListings:form.save') }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/seller\/ecoupons\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
