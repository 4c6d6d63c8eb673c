import { expect, test } from './fixtures';
import { tr } from './support/locales';
import {
  chooseLeafCategory,
  formField,
  SELLER,
  validationText,
  worldDay,
} from './support/seller-listings';

test.use({ signedInAs: SELLER });

test('the create forms show every validation message for bad input and send nothing', async ({
  page,
  world,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      /\/api\/(subscribe\/share|coupon|digital\/code)$/.test(request.url())
    ) {
      sent.push(request.url());
    }
  });
  const main = page.getByRole('main');
  const save = main.getByRole('button', { name: tr('ko', 'sellerListings:form.save') });
  const shows = (key: string) => expect(main.getByText(validationText(key)).first()).toBeVisible();

  // A party: everything empty, then a past start, an end before it and bounds broken.
  await page.goto('/seller/subscriptions/create');
  await save.click();
  for (const key of [
    'validation.title.required',
    'validation.category.required',
    'validation.product.required',
    'validation.price.required',
    'validation.priceBaseDuration.required',
    'validation.date.required',
    'validation.memberLimit.required',
    'validation.sharingType.required',
    'validation.accountInfo.required',
  ]) {
    await shows(key);
  }
  await formField(page, 'price').fill('50');
  await formField(page, 'memberLimit').fill('11');
  await formField(page, 'startsAt').fill(await worldDay(world, -1));
  await formField(page, 'endsAt').fill(await worldDay(world, -2));
  await save.click();
  await shows('validation.price.tooLow');
  await shows('validation.memberLimit.tooHigh');
  await shows('validation.date.past');
  await formField(page, 'price').fill('20000000');
  await save.click();
  await shows('validation.price.tooHigh');

  // With every other field valid, an end before the start is refused too.
  await formField(page, 'title').fill('A party ending before it starts');
  await chooseLeafCategory(page);
  await formField(page, 'productId').fill('e2e-family');
  await formField(page, 'price').fill('9000');
  await main
    .getByRole('combobox', { name: tr('ko', 'sellerListings:form.priceBaseDuration') })
    .click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: tr('ko', 'sellerListings:duration.MONTH') })
    .click();
  await formField(page, 'memberLimit').fill('3');
  await main.getByRole('radio', { name: tr('ko', 'sellerListings:sharing.SHARE') }).check();
  await formField(page, 'accountInfo').fill('Profile 2');
  await formField(page, 'startsAt').fill(await worldDay(world, 5));
  await formField(page, 'endsAt').fill(await worldDay(world, 2));
  await save.click();
  await shows('validation.date.endBeforeStart');

  // An e-coupon: the PIN and the expiry date too.
  await page.goto('/seller/ecoupons/create');
  await save.click();
  for (const key of [
    'validation.title.required',
    'validation.category.required',
    'validation.price.required',
    'validation.date.required',
    'validation.code.required',
  ]) {
    await shows(key);
  }
  expect(sent).toEqual([]);
});
