import { expect, test } from './fixtures';
import { accounts } from './support/env';
import { decodeWireText, tr } from './support/locales';
import { firstSellerGuide, firstSellerNotice } from './support/seller-business';

test.use({ signedInAs: accounts.seller });

test('the seller opens the newest seller notice and the newest guide from their lists, and goes back', async ({
  page,
  world,
}) => {
  const notice = await firstSellerNotice(world);
  const guide = await firstSellerGuide(world);
  const main = page.getByRole('main');

  for (const { kind, entry, list, back } of [
    { kind: 'notices', entry: notice, list: 'routes.sellerNotices', back: 'help.notices.back' },
    { kind: 'guides', entry: guide, list: 'routes.sellerGuides', back: 'help.guides.back' },
  ]) {
    const title = decodeWireText(entry.title, 'ko');
    await page.goto('/seller');
    await page
      .getByRole('navigation', { name: tr('ko', 'seller:nav.label') })
      .getByRole('link', { name: tr('ko', list) })
      .first()
      .click();
    await expect(page).toHaveURL(`/seller/${kind}`);
    await expect(main.getByRole('heading', { level: 1, name: tr('ko', list) })).toBeVisible();

    await main.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(`/seller/${kind}/${entry.seq}`);
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await main.getByRole('link', { name: tr('ko', `sellerBusiness:${back}`) }).click();
    await expect(page).toHaveURL(`/seller/${kind}`);
  }
});
