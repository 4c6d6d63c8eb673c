/**
 * Helpers of the seller console's journeys (issue 11): filling a post form as a seller does and
 * reading the seller's own posts through the product API.
 */
import { expect, type Page } from '@playwright/test';
import type { MockWorld } from './mock-world';
import { tr, type Language } from './locales';

export const SELLER = 'seller@example.com';
export const SELLER2 = 'seller2@example.com';
export const BUYER = 'buyer@example.com';

/** The field of a post form labelled with a `sellerListings:form.*` text. */
export const formField = (page: Page, key: string, language: Language = 'ko') =>
  page.getByRole('main').getByLabel(tr(language, `sellerListings:form.${key}`), { exact: false });

/**
 * Chooses the first category at each level until the category has no subcategories (posts are
 * filed under a leaf), opening each level's list by keyboard.
 */
export async function chooseLeafCategory(page: Page, language: Language = 'ko') {
  for (let level = 1; level <= 3; level += 1) {
    const select = page.getByRole('combobox', {
      name: tr(language, 'sellerListings:form.categoryLevel', { level }),
    });
    // The next level shows once the chosen category turns out to have subcategories.
    if (level > 1 && !(await select.isVisible().catch(() => false))) {
      await page.waitForTimeout(300);
      if (!(await select.isVisible())) return;
    }
    await expect(select).toBeEnabled();
    await select.click();
    await page.getByRole('listbox').getByRole('option').first().click();
  }
}

/** A date `days` after the world's today, as yyyy-MM-dd (what a date field takes). */
export async function worldDay(world: MockWorld, days: number): Promise<string> {
  const { epochMs } = await world.clock();
  const seoul = new Date(epochMs + 9 * 3_600_000 + days * 86_400_000);
  return seoul.toISOString().slice(0, 10);
}

/** A seeded account's token, for reading its data through the product API. */
export async function tokenOf(world: MockWorld, email: string): Promise<string> {
  return (await world.signIn(email)).value ?? '';
}

export const auth = (token: string) => ({ api_key: `Bearer ${token}` });
