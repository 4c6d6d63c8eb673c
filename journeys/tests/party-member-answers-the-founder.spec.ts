import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accounts } from './support/env';
import { tr } from './support/locales';
import { buyerParty, partyMembers, tokenOf } from './support/parties';

test.use({ signedInAs: accounts.buyer });

/** Clicks an action of the request panel, then the same action in its confirmation dialog. */
async function confirmAction(page: Page, key: string) {
  const name = tr('ko', key);
  await page.getByRole('button', { name }).click();
  await page.getByRole('dialog', { name }).getByRole('button', { name }).click();
}

test('a member consents to being removed and the founder sees the member removed', async ({
  page,
  world,
}) => {
  const { orderSeq, post } = await buyerParty(world, 'running');
  const buyerSeq = (await world.signIn(accounts.buyer)).user.seq;
  const seat = (await partyMembers(world, post.seq)).find((m) => m.member.seq === buyerSeq)!;
  const asked = await world.api.sellerPosts.removePartyMember({
    body: { postSeq: post.seq, memberSeq: seat.seq, reason: '<b>계정 정리</b>' },
    extraHeaders: { api_key: `Bearer ${await tokenOf(world, accounts.seller)}` },
  });
  expect(asked.status).toBe(200);

  await page.goto(`/my/subscriptions/${orderSeq}`);
  const panel = page.getByRole('region', { name: tr('ko', 'parties:request.removal.title') });
  await expect(panel).toBeVisible();
  // The founder's reason is shown as text.
  await expect(panel.getByText('<b>계정 정리</b>', { exact: false })).toBeVisible();

  await confirmAction(page, 'parties:request.removal.consent');
  await expect(panel).toHaveCount(0);
  await expect(page.getByText(tr('ko', 'parties:memberStatus.REMOVED')).first()).toBeVisible();

  const after = (await partyMembers(world, post.seq)).find((m) => m.seq === seat.seq)!;
  expect(after.status).toBe('REMOVED');
});

test('a member agrees to a renewal and the founder sees the member in the renewed party', async ({
  page,
  app,
  world,
}) => {
  // The seeded expiring party is already renewed: let a running one come within 30 days of its end.
  const { orderSeq, post } = await buyerParty(world, 'running');
  const daysToEnd = Math.round(
    (Date.parse(`${post.subscriptionEndsAt}T00:00:00+09:00`) - (await world.clock()).epochMs) /
      86_400_000,
  );
  await app.moveClock({ days: daysToEnd - 10 });
  const sellerToken = await tokenOf(world, accounts.seller);
  const auth = { extraHeaders: { api_key: `Bearer ${sellerToken}` } };
  const current = await world.api.sellerPosts.getSellerSubscriptionPost({
    params: { seq: post.seq },
    ...auth,
  });
  if (current.status !== 200) throw new Error('seller post');
  const next = (date: string, days: number) => {
    const d = new Date(`${date}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };
  const renewed = await world.api.sellerPosts.renewSubscriptionPost({
    params: { seq: post.seq },
    body: {
      subscriptionStartsAt: next(post.subscriptionEndsAt, 1),
      subscriptionEndsAt: next(post.subscriptionEndsAt, 31),
      price: current.body.response.price,
      priceBaseDuration: current.body.response.priceBaseDuration,
      memberLimit: current.body.response.memberLimit,
      accountInfo: current.body.response.accountInfo,
    },
    ...auth,
  });
  if (renewed.status !== 201)
    throw new Error(`renew: ${renewed.status} ${JSON.stringify(renewed.body)}`);
  const renewalSeq = renewed.body.response.seq;

  await page.goto(`/my/subscriptions/${orderSeq}`);
  const panel = page.getByRole('region', { name: tr('ko', 'parties:request.renewal.title') });
  await expect(panel).toBeVisible();
  await confirmAction(page, 'parties:request.renewal.agree');
  await expect(panel).toHaveCount(0);

  const buyerSeq = (await world.signIn(accounts.buyer)).user.seq;
  const members = await partyMembers(world, renewalSeq);
  expect(members.find((m) => m.member.seq === buyerSeq)?.status).toBe('ACTIVE');
});

test('a member sees what leaving would refund, asks for it, and the approval pays exactly that', async ({
  page,
  world,
}) => {
  const { orderSeq, buyerToken } = await buyerParty(world, 'running');
  await page.goto(`/my/subscriptions/${orderSeq}`);
  await page.getByRole('button', { name: tr('ko', 'parties:leave.open') }).click();
  const dialog = page.getByRole('dialog', { name: tr('ko', 'parties:leave.title') });
  const promise = dialog.getByText(tr('ko', 'parties:leave.refund'), { exact: false });
  await expect(promise).toHaveText(/\d원$/);
  const promised = Number((await promise.textContent())!.split(':').pop()!.replace(/\D/g, ''));
  // Nothing is sent without a reason.
  await dialog.getByRole('button', { name: tr('ko', 'parties:leave.confirm') }).click();
  await expect(dialog.getByText(tr('ko', 'validation:reason.required'))).toBeVisible();
  await dialog.getByRole('textbox', { name: tr('ko', 'parties:leave.reason') }).fill('이사로 인해');
  await dialog.getByRole('button', { name: tr('ko', 'parties:leave.confirm') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(tr('ko', 'parties:refundStatus.REQUESTED'))).toBeVisible();

  // The founder approves: the buyer's wallets get back what the dialog promised, no more, no less.
  const seller = { extraHeaders: { api_key: `Bearer ${await tokenOf(world, accounts.seller)}` } };
  const waiting = await world.api.seller.listRefundRequests({
    query: { status: 'REQUESTED', size: 50 },
    ...seller,
  });
  if (waiting.status !== 200) throw new Error(`refund requests: ${waiting.status}`);
  const request = waiting.body.response.find((refund) => refund.productId === orderSeq)!;
  expect(request.amount).toBe(promised);
  const before = await world.credits(buyerToken);
  const approved = await world.api.seller.approveRefund({
    body: { refundSeq: request.seq },
    ...seller,
  });
  expect(approved.status).toBe(200);
  const after = await world.credits(buyerToken);
  expect(after.emoney + after.points - before.emoney - before.points).toBe(promised);
});
