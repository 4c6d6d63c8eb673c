import { expect, test } from './fixtures';
import { tr } from './support/locales';
import { newestCouponOf, SELLER, SELLER2, tokenOf } from './support/seller-listings';

test.use({ signedInAs: SELLER2 });

test("a second seller opening the first seller's post, its edit form or its buyer gets not-found", async ({
  page,
  world,
}) => {
  const post = await newestCouponOf(world, await tokenOf(world, SELLER));
  for (const path of [
    `/seller/ecoupons/${post.seq}`,
    `/seller/ecoupons/${post.seq}/edit`,
    `/seller/ecoupons/create?sourcePost=${post.seq}`,
  ]) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: tr('ko', 'statusPage.notFound.title') }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
  }
});
