/**
 * Issue 23.3: one stylesheet order, Mantine's styles then the app's, the same on the first load and
 * after. When the first load carried part of Mantine's sheet and the rest came later, the page's
 * own stylesheet landed after the rest, and its copy of the plain button's `padding: 0` beat the
 * padding of the account menu's items and of the tabs of /my/expenses ("e머니포인트" run
 * together). Measured in the production build, after a first load and after moving in the app.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { accounts } from './support/env';
import { tr } from './support/locales';

/** Mantine's own paddings at the default theme's spacing (Menu: xs / 1.5 and sm; Tabs: xs and md). */
const MENU_ITEM_PADDING = { block: 6.67, inline: 12 };
const TAB_PADDING = { block: 10, inline: 16 };

async function paddingOf(element: Locator) {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { block: parseFloat(style.paddingTop), inline: parseFloat(style.paddingLeft) };
  });
}

async function expectPadding(element: Locator, expected: { block: number; inline: number }) {
  await expect(element).toBeVisible();
  const padding = await paddingOf(element);
  expect(padding.block).toBeCloseTo(expected.block, 1);
  expect(padding.inline).toBeCloseTo(expected.inline, 1);
}

test.use({ signedInAs: accounts.buyer });

test("the account menu's items and the expenses tabs keep Mantine's padding, on a first load and after", async ({
  page,
}) => {
  const openAccountMenu = async () => {
    await page.getByRole('button', { name: tr('ko', 'layout:account.menu') }).click();
    return page.getByRole('menuitem', { name: tr('ko', 'layout:account.expenses') });
  };
  const emoneyTab = page.getByRole('tab', { name: tr('ko', 'wallet:history.tabs.emoney') });

  // A first load of a page without either (a list: the home page's promotion popup would cover the
  // header), then both as the app loads them.
  await page.goto('/digital-codes');
  const expensesItem = await openAccountMenu();
  await expectPadding(expensesItem, MENU_ITEM_PADDING);
  await expensesItem.click();
  await expect(page).toHaveURL(/\/my\/expenses/);
  await expectPadding(emoneyTab, TAB_PADDING);

  // A first load of the page with the tabs, then the menu.
  await page.reload();
  await expectPadding(emoneyTab, TAB_PADDING);
  await expectPadding(await openAccountMenu(), MENU_ITEM_PADDING);
});
