import { expect, test } from './fixtures';
import { tr } from './support/locales';
import {
  chooseLeafCategory,
  formField,
  SELLER,
  sellerCoupon,
  TINY_PNG,
  tokenOf,
  worldDay,
} from './support/seller-listings';

test.use({ signedInAs: SELLER });

test('a seller lists an e-coupon with an image and countries, finds it in the public list, copies it and edits the copy', async ({
  page,
  world,
}) => {
  const title = `E2E latte coupon ${Date.now()}`;
  await page.goto('/seller/ecoupons');
  await page.getByRole('link', { name: tr('ko', 'sellerListings:list.create') }).click();
  await expect(page).toHaveURL('/seller/ecoupons/create');

  await formField(page, 'title').fill(title);
  await chooseLeafCategory(page);
  await formField(page, 'price').fill('4500');
  await formField(page, 'expiresAt').fill(await worldDay(world, 30));
  await formField(page, 'pin').fill('1234-5678-9012');
  // Offered in two countries (named in Korean), with one image uploaded as soon as it is chosen.
  const countries = formField(page, 'countries');
  // Among ISO 3166-1's ~250 countries the list shows the first few: each is found by typing.
  for (const country of ['미국', '일본']) {
    await countries.click();
    await countries.fill(country);
    await page.getByRole('option', { name: country, exact: true }).click();
  }
  await page.keyboard.press('Escape');
  await page
    .getByRole('main')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'latte.png', mimeType: 'image/png', buffer: TINY_PNG });
  const preview = page.getByRole('img', {
    name: tr('ko', 'sellerListings:form.imageAlt', { index: 1 }),
  });
  await expect(preview).toBeVisible();
  await page.getByRole('button', { name: tr('ko', 'sellerListings:form.save') }).click();

  await expect(page).toHaveURL(/\/seller\/ecoupons\/\d+$/);
  const seq = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Saved with the post: its countries and the uploaded image, which the mock serves back as sent.
  const saved = await sellerCoupon(world, await tokenOf(world, SELLER), seq);
  expect(saved.countries).toEqual(['US', 'JP']);
  const [image] = saved.images;
  expect(saved.images).toHaveLength(1);
  expect(saved.thumbnailUrl).toBe(image);
  const served = await page.request.get(image ?? '');
  expect(Buffer.from(await served.body()).equals(TINY_PNG)).toBe(true);

  // The public detail shows it as the post's picture.
  await page.goto(`/ecoupons/${seq}`);
  const picture = page.getByRole('main').locator(`img[src="${image}"]`);
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // The public list shows it (newest first among the seller's posts, found by its title).
  await page.goto('/ecoupons');
  await expect(page.getByRole('main').getByRole('link', { name: title }).first()).toBeVisible();

  // Copy it into a new post, edit the copy's title and save it.
  await page.goto(`/seller/ecoupons/${seq}`);
  await page.getByRole('link', { name: tr('ko', 'sellerListings:detail.copy') }).click();
  await expect(page).toHaveURL(`/seller/ecoupons/create?sourcePost=${seq}`);
  await expect(formField(page, 'title')).toHaveValue(title);
  await expect(preview).toBeVisible();
  await formField(page, 'title').fill(`${title} copy`);
  await page.getByRole('button', { name: tr('ko', 'sellerListings:form.save') }).click();
  await expect(page).toHaveURL(/\/seller\/ecoupons\/\d+$/);
  const copySeq = Number(page.url().split('/').pop());
  expect(copySeq).not.toBe(seq);

  await page.getByRole('link', { name: tr('ko', 'sellerListings:detail.edit') }).click();
  await expect(page).toHaveURL(`/seller/ecoupons/${copySeq}/edit`);
  await expect(formField(page, 'title')).toHaveValue(`${title} copy`);
  await formField(page, 'title').fill(`${title} edited`);
  await page.getByRole('button', { name: tr('ko', 'sellerListings:form.save') }).click();
  await expect(page).toHaveURL(`/seller/ecoupons/${copySeq}`);
  await expect(page.getByRole('heading', { level: 1, name: `${title} edited` })).toBeVisible();
});
