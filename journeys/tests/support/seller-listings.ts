/**
 * Helpers of the seller console's journeys (issue 11): filling a post form as a seller does and
 * reading the seller's own posts through the product API.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { SellerCouponPost } from '@market/contract';
import type { MockWorld } from './mock-world';
import { tr, type Language } from './locales';

export const SELLER = 'seller@example.com';
export const BUYER = 'buyer@example.com';

/** The field of a post form labelled with a `sellerListings:form.*` text. */
export const formField = (page: Page, key: string, language: Language = 'ko') =>
  page.getByRole('main').getByLabel(tr(language, `sellerListings:form.${key}`), { exact: false });

/**
 * A level of the category picker once it has settled: its select, enabled, or null when there is
 * no such level (the category chosen above is a leaf). A level shows disabled while it loads, then
 * lists the subcategories or goes away. Its state is read without waiting for the element:
 * `isEnabled` on a level that went away between two reads waited for it until the test timed out.
 */
export async function settledCategoryLevel(
  page: Page,
  level: number,
  language: Language = 'ko',
): Promise<Locator | null> {
  const select = page.getByRole('combobox', {
    name: tr(language, 'sellerListings:form.categoryLevel', { level }),
  });
  if (level > 1) {
    // The level above shows its choice in the same render that adds this one (or not: a leaf).
    if (!(await select.isVisible())) return null;
    await expect
      .poll(() =>
        select.evaluateAll((found) => found.every((element) => !element.hasAttribute('disabled'))),
      )
      .toBe(true);
    if (!(await select.isVisible())) return null;
  }
  await expect(select).toBeEnabled();
  return select;
}

/**
 * Chooses the first category at each level until the category has no subcategories (posts are
 * filed under a leaf).
 */
export async function chooseLeafCategory(page: Page, language: Language = 'ko') {
  for (let level = 1; level <= 3; level += 1) {
    const select = await settledCategoryLevel(page, level, language);
    if (!select) return;
    await select.click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await expect(select).not.toHaveValue('');
  }
}

/** A 1×1 PNG, the smallest image the upload route takes (it checks the PNG signature). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A date `days` after the world's today, as yyyy-MM-dd (what a date field takes). */
export async function worldDay(world: MockWorld, days: number): Promise<string> {
  const { epochMs } = await world.clock();
  const seoul = new Date(epochMs + 9 * 3_600_000 + days * 86_400_000);
  return seoul.toISOString().slice(0, 10);
}

export { tokenOf } from './buyer';

export const auth = (token: string) => ({ api_key: `Bearer ${token}` });

/** The answer's payload, or the test fails with the answer. */
function payload<T>(answer: { status: number; body: unknown }, what: string): T {
  if (answer.status !== 200 && answer.status !== 201) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
  return (answer.body as { response: T }).response;
}

/** The seller's expiring parties not yet renewed. */
export async function expiringParties(world: MockWorld, token: string) {
  const answer = await world.api.sellerPosts.listSellerSubscriptionPosts({
    query: { page: 1, size: 50, status: 'expiring' },
    extraHeaders: auth(token),
  });
  type Party = { seq: number; renewedPostSeq: number | null; memberCount: number };
  return payload<Party[]>(answer, 'expiring parties').filter(
    (party) => party.renewedPostSeq === null && party.memberCount > 0,
  );
}

/** The members of one of the seller's parties. */
export async function partyMembers(world: MockWorld, token: string, seq: number) {
  const answer = await world.api.sellerPosts.listPartyMembers({
    params: { seq },
    extraHeaders: auth(token),
  });
  type Member = { seq: number; status: string; member: { seq: number; nickname: string } };
  return payload<Member[]>(answer, 'party members');
}

/** A sold digital code of the seller whose sale can still be cancelled, with its buyer. */
export async function cancellableSoldCode(world: MockWorld, token: string) {
  const answer = await world.api.sellerPosts.listSellerCodePosts({
    query: { page: 1, size: 50, status: 'sold' },
    extraHeaders: auth(token),
  });
  for (const post of payload<{ seq: number; price: number }[]>(answer, 'sold codes')) {
    const info = await world.api.sellerPosts.getCodeBuyer({
      params: { seq: post.seq },
      extraHeaders: auth(token),
    });
    if (info.status === 200 && info.body.response.status === 'PAID') {
      return { post, info: info.body.response };
    }
  }
  throw new Error('the seeded world has no sold code of the seller still open to cancel');
}

/** One of the seller's e-coupons as the seller's API answers it (with its countries and images). */
export async function sellerCoupon(world: MockWorld, token: string, seq: number) {
  const answer = await world.api.sellerPosts.getSellerCouponPost({
    params: { seq },
    extraHeaders: auth(token),
  });
  return payload<SellerCouponPost>(answer, `coupon ${seq}`);
}
