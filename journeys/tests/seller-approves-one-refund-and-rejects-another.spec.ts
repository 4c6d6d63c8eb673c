import { expect, test } from './fixtures';
import { accounts } from './support/env';
import { tr } from './support/locales';
import {
  authOf,
  buyerPurchasePath,
  okResponse,
  purchasesFromSeller,
  sellerSeqOf,
} from './support/seller-business';

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

test.use({ signedInAs: accounts.seller });

test("the seller approves one refund and rejects another with a reason; the buyer's balance and purchases follow", async ({
  page,
  world,
  app,
}) => {
  const sellerSeq = await sellerSeqOf(world);
  const buyer = await authOf(world, accounts.buyer);
  const purchases = await purchasesFromSeller(world, accounts.buyer, sellerSeq);
  // One request is waiting in the seeded world; the buyer asks for a second on a paid purchase.
  const waiting = purchases.find((purchase) => purchase.status === 'REFUND_REQUESTED');
  const paid = purchases.find((purchase) => purchase.status === 'PAID');
  if (!waiting || !paid) throw new Error('the buyer needs a requested and a paid purchase');
  okResponse(
    await world.api.orders.requestRefund({
      params: { productId: paid.seq },
      body: { reason: 'e2e: bought the wrong region' },
      extraHeaders: buyer,
    }),
    'request refund',
  );
  const before = await world.credits(buyer.api_key.replace('Bearer ', ''));

  await page.goto('/seller/refund-requests');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: tr('ko', 'routes.sellerRefunds') }),
  ).toBeVisible();
  const requestOf = (reason: string) => main.getByRole('article').filter({ hasText: reason });
  const approved = requestOf(await orderIdOf(world, waiting.seq));
  const rejected = requestOf('e2e: bought the wrong region');

  await approved.getByRole('button', { name: tr('ko', 'sellerBusiness:refunds.approve') }).click();
  await expect(
    approved.getByText(tr('ko', 'sellerBusiness:refunds.status.APPROVED')),
  ).toBeVisible();

  await rejected.getByRole('button', { name: tr('ko', 'sellerBusiness:refunds.reject') }).click();
  const dialog = page.getByRole('dialog', { name: tr('ko', 'sellerBusiness:refunds.rejectTitle') });
  // The reason is required (and trimmed) before anything is sent.
  await dialog.getByRole('button', { name: tr('ko', 'sellerBusiness:refunds.reject') }).click();
  await expect(dialog.getByText(tr('ko', 'validation:reason.required'))).toBeVisible();
  await dialog
    .getByLabel(tr('ko', 'sellerBusiness:refunds.rejectReason'))
    .fill('  The code was already used.  ');
  await dialog.getByRole('button', { name: tr('ko', 'sellerBusiness:refunds.reject') }).click();
  await expect(dialog).toBeHidden();
  await expect(
    rejected.getByText(tr('ko', 'sellerBusiness:refunds.status.REJECTED')),
  ).toBeVisible();
  await expect(rejected.getByText('The code was already used.', { exact: false })).toBeVisible();

  // In the buyer's own browser: the approved amount is back in their e-money, and each purchase
  // shows its decision.
  const amount = await refundAmount(world, waiting.seq);
  const buyerPage = await app.pageAs(accounts.buyer);
  const buyerMain = buyerPage.getByRole('main');
  await buyerPage.goto('/my/expenses');
  await expect(buyerMain.getByTestId('emoney-balance')).toHaveText(won(before.emoney + amount));

  await buyerPage.goto(buyerPurchasePath(waiting));
  await expect(
    buyerMain.getByText(tr('ko', 'orders:refund.status.APPROVED'), { exact: true }),
  ).toBeVisible();
  await expect(buyerMain.getByText(tr('ko', 'orders:refund.explain.APPROVED'))).toBeVisible();
  await expect(
    buyerMain.getByText(tr('ko', 'orders:status.REFUNDED'), { exact: true }),
  ).toBeVisible();

  await buyerPage.goto(buyerPurchasePath(paid));
  await expect(
    buyerMain.getByText(tr('ko', 'orders:refund.status.REJECTED'), { exact: true }),
  ).toBeVisible();
  await expect(buyerMain.getByText(tr('ko', 'orders:refund.explain.REJECTED'))).toBeVisible();
  // A rejected request leaves the purchase as it was: no second request is offered.
  await expect(
    buyerMain.getByRole('button', { name: tr('ko', 'orders:refund.request') }),
  ).toHaveCount(0);
});

interface RefundRow {
  productId: number;
  orderId: string;
  reason: string;
  amount: number;
}

async function refundRows(world: Parameters<typeof authOf>[0]) {
  return okResponse<RefundRow[]>(
    await world.api.seller.listRefundRequests({
      query: { page: 1, size: 100 },
      extraHeaders: await authOf(world, accounts.seller),
    }),
    'refund list',
  );
}

async function orderIdOf(world: Parameters<typeof authOf>[0], productId: number) {
  const row = (await refundRows(world)).find((candidate) => candidate.productId === productId);
  if (!row) throw new Error(`no refund request for ${productId}`);
  return row.orderId;
}

async function refundAmount(world: Parameters<typeof authOf>[0], productId: number) {
  const row = (await refundRows(world)).find((candidate) => candidate.productId === productId);
  if (!row) throw new Error(`no refund request for ${productId}`);
  return row.amount;
}
