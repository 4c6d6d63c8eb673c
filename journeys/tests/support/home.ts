/** The home page's popups, as a visitor meets them: one dialog after another. */
import { expect, type Page } from '@playwright/test';
import { popupsRunningNow } from './catalogue';
import { decodeWireText, tr, type Language } from './locales';
import type { MockWorld } from './mock-world';

/** Waits for the first popup running now, in the page's language. */
export async function expectFirstPopup(page: Page, world: MockWorld, language: Language) {
  const [first] = await popupsRunningNow(world);
  if (!first) throw new Error('the seeded world has no popup running now');
  await expect(
    page.getByRole('dialog', { name: decodeWireText(first.title, language) }),
  ).toBeVisible();
}

/** Closes every popup running now with its close button, checking each appears in turn. */
export async function closePopups(page: Page, world: MockWorld, language: Language) {
  for (const popup of await popupsRunningNow(world)) {
    const dialog = page.getByRole('dialog', { name: decodeWireText(popup.title, language) });
    // The header's ✕ and the footer's button share the name; either closes it.
    await dialog
      .getByRole('button', { name: tr(language, 'home:popup.close') })
      .last()
      .click();
    await expect(dialog).toBeHidden();
  }
}
