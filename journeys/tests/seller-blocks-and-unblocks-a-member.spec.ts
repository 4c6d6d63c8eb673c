import { expect, test } from './fixtures';
import { accounts } from './support/env';
import { decodeWireText, tr } from './support/locales';
import { memberOf, sellerSeqOf, sellersListedCodes } from './support/seller-business';

test.use({ signedInAs: accounts.seller });

test('the seller cannot block a buyer in a trade, blocks a member who then cannot buy (without being told why), and unblocks them', async ({
  page,
  world,
  app,
}) => {
  const sellerSeq = await sellerSeqOf(world);
  const buyerSeq = await sellerSeqOf(world, accounts.buyer);
  const { seq: newbieSeq, nickname: newbieNickname } = await memberOf(world, accounts.newbie);
  const [code] = await sellersListedCodes(world, sellerSeq);
  if (!code) throw new Error('the seller has no code on sale');
  const reason = 'Spammed the comments with links';

  await page.goto('/seller/blocklist');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: tr('ko', 'routes.sellerBlocklist') }),
  ).toBeVisible();
  const form = main.getByRole('form', { name: tr('ko', 'sellerBusiness:blocklist.formHeading') });
  const memberField = form.getByLabel(tr('ko', 'sellerBusiness:blocklist.userSeq'));
  const reasonField = form.getByLabel(tr('ko', 'sellerBusiness:blocklist.reason'));
  const blockButton = form.getByRole('button', {
    name: tr('ko', 'sellerBusiness:blocklist.block'),
  });

  // A reason of spaces is no reason: nothing is sent.
  await memberField.fill(String(buyerSeq));
  await reasonField.fill('   ');
  await blockButton.click();
  await expect(form.getByText(tr('ko', 'validation:reason.required'))).toBeVisible();

  // The buyer has open trades with the seller: refused, with the reason.
  await reasonField.fill(reason);
  await blockButton.click();
  await expect(
    form.getByRole('alert').filter({
      hasText: tr('ko', 'sellerBusiness:refusal.CANNOT_BLOCK_ACTIVE_MEMBER'),
    }),
  ).toBeVisible();

  // The newbie has none: blocked, listed with the seller's reason (trimmed).
  await memberField.fill(String(newbieSeq));
  await reasonField.fill(`  ${reason}  `);
  await blockButton.click();
  const blockedList = main.getByRole('region', {
    name: tr('ko', 'sellerBusiness:blocklist.listHeading'),
  });
  const newbieRow = blockedList
    .getByRole('listitem')
    .filter({ hasText: tr('ko', 'sellerBusiness:blocklist.memberNumber', { seq: newbieSeq }) });
  await expect(newbieRow.getByText(reason, { exact: true })).toBeVisible();

  // The newbie cannot buy the seller's code, and is not told why.
  const newbie = await app.pageAs(accounts.newbie);
  await newbie.goto(`/digital-codes/${code.seq}`);
  const postMain = newbie.getByRole('main');
  await expect(
    postMain.getByRole('heading', { level: 1, name: decodeWireText(code.title, 'ko') }),
  ).toBeVisible();
  await expect(postMain.getByText(tr('ko', 'catalogue:cart.blocker.blocked'))).toBeVisible();
  await expect(postMain.getByRole('button', { name: tr('ko', 'catalogue:cart.add') })).toHaveCount(
    0,
  );
  await expect(newbie.getByText(reason)).toHaveCount(0);

  // Unblocked, the newbie can add it to the cart again.
  await newbieRow
    .getByRole('button', {
      name: tr('ko', 'sellerBusiness:blocklist.unblockMember', {
        nickname: newbieNickname,
      }),
    })
    .click();
  await expect(newbieRow).toHaveCount(0);
  await newbie.reload();
  await postMain.getByRole('button', { name: tr('ko', 'catalogue:cart.add') }).click();
  await expect(postMain.getByText(tr('ko', 'catalogue:cart.inCart'))).toBeVisible();
});
