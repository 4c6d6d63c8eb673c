import { promotionItemPrice } from '@market/domain';
import { expect, test } from './fixtures';
import { koreanWon } from './support/catalogue';
import { accounts } from './support/env';
import { decodeWireText, tr } from './support/locales';
import {
  authOf,
  okResponse,
  publicDigitalCodes,
  sellerSeqOf,
  sellersListedCodes,
} from './support/seller-business';

test.use({ signedInAs: accounts.seller });

test('the seller buys 10 UP units at the bulk price, spends one on a code, and the code rises in the public list', async ({
  page,
  world,
}) => {
  const sellerSeq = await sellerSeqOf(world);
  const seller = await authOf(world, accounts.seller);
  const credits = async () =>
    okResponse<{ emoney: number }>(
      await world.api.seller.getSellerCredits({ extraHeaders: seller }),
      'seller credits',
    ).emoney;
  const unitsLeft = async () =>
    okResponse<{ remaining: number }>(
      await world.api.seller.getUpInventory({ extraHeaders: seller }),
      'UP inventory',
    ).remaining;
  const emoneyBefore = await credits();
  const unitsBefore = await unitsLeft();
  // The seller's code furthest down the public list.
  const today = (await world.clock()).business.slice(0, 10);
  const code = (await sellersListedCodes(world, sellerSeq))
    .filter((post) => post.expiresAt >= today)
    .at(-1);
  if (!code) throw new Error('the seller has no code on sale');
  const title = decodeWireText(code.title, 'ko');
  const positionOf = async () =>
    (await publicDigitalCodes(world)).findIndex((post) => post.seq === code.seq);
  const positionBefore = await positionOf();
  const price = promotionItemPrice(10);
  expect(price.total).toBeLessThan(price.listPrice);

  await page.goto('/seller/buy-perks');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: tr('ko', 'routes.sellerBuyPerks') }),
  ).toBeVisible();
  const buying = main.getByRole('region', { name: tr('ko', 'sellerBusiness:perks.buyHeading') });
  await buying.getByRole('radio', { name: 'UP' }).check();
  await buying.getByLabel(tr('ko', 'sellerBusiness:perks.units')).fill('10');
  // The tiered price is shown before buying.
  const quote = buying.getByRole('status').first();
  await expect(quote).toContainText(koreanWon(price.listPrice));
  await expect(quote).toContainText(koreanWon(price.total));
  await buying
    .getByRole('button', {
      name: tr('ko', 'sellerBusiness:perks.buyFor', { total: koreanWon(price.total) }),
    })
    .click();

  const upPanel = main.getByRole('region', { name: 'UP' });
  await expect(
    upPanel.getByText(tr('ko', 'sellerBusiness:perks.remaining', { units: unitsBefore + 10 })),
  ).toBeVisible();
  expect(await credits()).toBe(emoneyBefore - price.total);

  // Spend one on the code.
  await upPanel.getByLabel(tr('ko', 'sellerBusiness:perks.postType')).click();
  await page.getByRole('option', { name: tr('ko', 'sellerBusiness:postType.CODE') }).click();
  const postField = upPanel.getByLabel(tr('ko', 'sellerBusiness:perks.post'), { exact: true });
  await postField.click();
  await postField.fill(title);
  await page.getByRole('option', { name: title, exact: true }).click();
  await upPanel.getByRole('button', { name: tr('ko', 'sellerBusiness:perks.spend.UP') }).click();
  await expect(
    upPanel.getByText(tr('ko', 'sellerBusiness:perks.remaining', { units: unitsBefore + 9 })),
  ).toBeVisible();
  await expect(upPanel.getByRole('listitem').filter({ hasText: title })).toBeVisible();

  // The public list now shows it higher, on its first page.
  const positionAfter = await positionOf();
  expect(positionAfter).toBeLessThan(positionBefore);
  await page.goto('/digital-codes');
  await expect(page.getByRole('main').getByRole('link', { name: title }).first()).toBeVisible();
});
