import { WITHDRAWAL_FEE_RATE, withdrawalFee } from '@market/domain';
import { expect, test } from './fixtures';
import { receiveTransfer } from './support/account';
import { accounts } from './support/env';
import { tr } from './support/locales';
import { tabTo } from './support/keyboard';
import { field } from './support/locators';

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

test.use({ signedInAs: accounts.buyer });

test('a member tops up 50,000 won by bank transfer, then cashes out once and is refused a second time that day', async ({
  page,
  world,
}) => {
  const session = await world.signIn(accounts.buyer);
  const before = (await world.credits(session.token.value!)).emoney;

  // Top up: choose the amount, order it, see where to send the money.
  await page.goto('/buy-emoney');
  const main = page.getByRole('main');
  const presets = main.getByRole('group', { name: tr('ko', 'wallet:topUp.presets') });
  await presets.getByText(won(50_000), { exact: true }).click();
  await expect(presets.getByRole('radio', { name: won(50_000) })).toBeChecked();
  await main.getByRole('button', { name: tr('ko', 'wallet:topUp.submit') }).click();
  await expect(page).toHaveURL(/\/my\/pending-transfer\/[A-Za-z0-9-]+$/);
  await expect(main.getByText(tr('ko', 'wallet:pending.waiting'))).toBeVisible();
  await expect(
    main.locator('dt', { hasText: tr('ko', 'wallet:pending.amount') }).locator('+ dd'),
  ).toHaveText(won(50_000));
  const orderId = page.url().split('/').pop()!;

  // The bank transfer arrives: the page moves on by itself to the raised balance.
  await receiveTransfer(world, orderId);
  await expect(page).toHaveURL('/my/expenses/emoney', { timeout: 10_000 });
  await expect(main.getByTestId('emoney-balance')).toHaveText(won(before + 50_000));
  await expect(
    main.getByRole('listitem').first().getByText(tr('ko', 'wallet:history.reason.TOP_UP')),
  ).toBeVisible();

  // The account menu agrees.
  await page.getByRole('button', { name: tr('ko', 'layout:account.menu') }).click();
  await expect(page.getByTestId('account-menu-summary')).toContainText(won(before + 50_000));
  await page.keyboard.press('Escape');

  // Cash out 10,000 won: an amount over the balance is refused before anything is sent.
  const balance = before + 50_000;
  const amount = 10_000;
  const fee = withdrawalFee(amount, { rate: WITHDRAWAL_FEE_RATE, fixedAmount: 0 });
  await page.goto('/cash-out');
  await expect(main.getByTestId('emoney-balance')).toHaveText(won(balance));
  const amountBox = field(main, tr('ko', 'wallet:cashOut.amount'));
  const next = main.getByRole('button', { name: tr('ko', 'wallet:cashOut.next') });
  await next.click();
  await expect(main.getByText(tr('ko', 'validation:amount.required'))).toBeVisible();
  await field(main, tr('ko', 'wallet:cashOut.bankName')).fill('국민은행');
  await field(main, tr('ko', 'wallet:cashOut.accountHolder')).fill('홍길동');
  await field(main, tr('ko', 'wallet:cashOut.accountNumber')).fill('123-456-789012');
  await amountBox.fill(String(balance + 1));
  await next.click();
  await expect(main.getByText(tr('ko', 'wallet:cashOut.overBalance'))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The real cash-out by keyboard only, from a fresh page: Tab to each field, Enter to go on.
  await page.goto('/cash-out');
  await expect(main.getByTestId('emoney-balance')).toHaveText(won(balance));
  await tabTo(page, amountBox, 60);
  await page.keyboard.type(String(amount));
  for (const [name, value] of [
    ['wallet:cashOut.bankName', '국민은행'],
    ['wallet:cashOut.accountHolder', '홍길동'],
    ['wallet:cashOut.accountNumber', '123-456-789012'],
  ] as const) {
    await tabTo(page, field(main, tr('ko', name)), 10);
    await page.keyboard.type(value);
  }
  await expect(main.getByTestId('fee-preview')).toHaveText(
    tr('ko', 'wallet:cashOut.feePreview', { fee: won(fee), payout: won(amount - fee) }),
  );
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: tr('ko', 'wallet:cashOut.confirmTitle') });
  await expect(dialog.getByRole('row', { name: tr('ko', 'wallet:cashOut.fee') })).toContainText(
    won(fee),
  );
  await expect(
    dialog.getByRole('row', { name: tr('ko', 'wallet:cashOut.balanceAfter') }),
  ).toContainText(won(balance - amount));
  await tabTo(page, dialog.getByRole('button', { name: tr('ko', 'wallet:cashOut.confirm') }), 6);
  await page.keyboard.press('Enter');

  await expect(main.getByText(tr('ko', 'wallet:cashOut.doneTitle'))).toBeVisible();
  await expect(main.getByTestId('emoney-balance')).toHaveText(won(balance - amount));
  // A second cash-out the same day is refused, with its reason.
  await expect(main.getByRole('alert')).toContainText(
    tr('ko', 'wallet:cashOut.refusal.WITHDRAWAL_ALREADY_TODAY'),
  );
  await expect(amountBox).toHaveCount(0);
  // What the form promised is what the server recorded and took.
  const info = await world.api.wallet.getWithdrawalInfo({
    extraHeaders: { api_key: `Bearer ${session.token.value}` },
  });
  if (info.status !== 200) throw new Error(`withdrawal info: ${info.status}`);
  expect(info.body.response.lastWithdrawal).toMatchObject({ amount, fee, payout: amount - fee });
  expect((await world.credits(session.token.value!)).emoney).toBe(balance - amount);
  const refused = await world.api.wallet.withdrawEmoney({
    extraHeaders: { api_key: `Bearer ${session.token.value}` },
    body: { amount, method: 'PAYPAL', paypalEmail: 'buyer@example.com' },
  });
  expect(refused.status).toBe(409);
});
