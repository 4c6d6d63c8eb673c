import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accounts, WEB_URL } from './support/env';
import { tr } from './support/locales';
import { buyerCodeChat, buyerParty, controlChatSocket, joinParty, sendAs } from './support/parties';

test.use({ signedInAs: accounts.buyer });

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const messageLog = (page: Page) => page.getByRole('log');
const connected = (page: Page) =>
  expect(
    page.getByRole('status').filter({ hasText: tr('ko', 'chat:connection.ready') }),
  ).toBeVisible();

async function say(page: Page, text: string) {
  await page.getByRole('textbox', { name: tr('ko', 'chat:messageLabel') }).fill(text);
  await page.getByRole('textbox', { name: tr('ko', 'chat:messageLabel') }).press('Enter');
}

test('a buyer and the seller exchange text and a photo in a code’s chat, live, and markup stays text', async ({
  page,
  app,
  world,
}) => {
  const { orderSeq, roomId } = await buyerCodeChat(world);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await page.goto(`/my/digital-codes/${orderSeq}/chat`);
  await connected(page);
  const seller = await app.pageAs(accounts.seller);
  seller.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await seller.goto(`/seller/chats/${roomId}`);
  await connected(seller);

  await say(page, '코드가 작동하지 않아요');
  await expect(messageLog(seller).getByText('코드가 작동하지 않아요')).toBeVisible();
  // The buyer's own line was confirmed by the echo: no "sending" line is left.
  await expect(messageLog(page).getByText(tr('ko', 'chat:sending'))).toHaveCount(0);

  await seller
    .locator('input[type=file]')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  const photo = messageLog(page).getByRole('img', {
    name: tr('ko', 'chat:imageAlt', { index: 1 }),
  });
  await expect(photo).toBeVisible();
  // The upload's address is on the web server, which proxies /uploads: not the mock's own port.
  expect(new URL((await photo.getAttribute('src'))!).origin).toBe(new URL(WEB_URL).origin);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  const payload = '<img src=x onerror=alert(1)>';
  await say(seller, payload);
  await expect(messageLog(page).getByText(payload, { exact: true })).toBeVisible();
  await expect(messageLog(page).locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('three members of a party see one group message', async ({ page, app, world }) => {
  const { orderSeq, post } = await buyerParty(world, 'running');
  const third = await joinParty(world, accounts.seller2, post.seq);

  await page.goto(`/my/subscriptions/${orderSeq}/group-chat`);
  await connected(page);
  const founder = await app.pageAs(accounts.seller);
  await founder.goto(`/seller/chats/g-${post.seq}`);
  await connected(founder);
  const member = await app.pageAs(accounts.seller2);
  await member.goto(`/my/subscriptions/${third.orderSeq}/group-chat`);
  await connected(member);

  const text = `이번 달 결제 완료했습니다 ${Date.now()}`;
  await say(page, text);
  await expect(messageLog(founder).getByText(text)).toBeVisible();
  await expect(messageLog(member).getByText(text)).toHaveCount(1);
  await expect(messageLog(page).getByText(text)).toHaveCount(1);
});

test('a message sent while the socket was cut appears once it is back, and only once', async ({
  page,
  world,
}) => {
  const { orderSeq, roomId } = await buyerCodeChat(world);
  const socket = await controlChatSocket(page);
  await page.goto(`/my/digital-codes/${orderSeq}/chat`);
  await connected(page);

  await socket.cut();
  await expect(
    page.getByRole('status').filter({ hasText: tr('ko', 'chat:connection.offline') }),
  ).toBeVisible();
  const meanwhile = `오프라인 중에 보낸 메시지 ${Date.now()}`;
  await sendAs(world, accounts.seller, roomId, meanwhile);
  await expect(messageLog(page).getByText(meanwhile)).toHaveCount(0);

  socket.restore();
  await connected(page);
  await expect(messageLog(page).getByText(meanwhile)).toHaveCount(1);
  // A later live message still arrives, once.
  await sendAs(world, accounts.seller, roomId, 'live again');
  await expect(messageLog(page).getByText('live again')).toHaveCount(1);
  await expect(messageLog(page).getByText(meanwhile)).toHaveCount(1);
});

test('with the browser offline the chat says so at once, keeps a typed line and sends it once back', async ({
  page,
  context,
  app,
  world,
}) => {
  const { orderSeq, roomId } = await buyerCodeChat(world);
  await page.goto(`/my/digital-codes/${orderSeq}/chat`);
  await connected(page);
  const seller = await app.pageAs(accounts.seller);
  await seller.goto(`/seller/chats/${roomId}`);
  await connected(seller);

  await context.setOffline(true);
  await expect(
    page.getByRole('status').filter({ hasText: tr('ko', 'chat:connection.noNetwork') }),
  ).toBeVisible();
  const typed = `지하철에서 쓴 메시지 ${Date.now()}`;
  await say(page, typed);
  await expect(messageLog(page).getByText(tr('ko', 'chat:queued'))).toBeVisible();

  await context.setOffline(false);
  await connected(page);
  await expect(messageLog(seller).getByText(typed)).toHaveCount(1);
  await expect(messageLog(page).getByText(tr('ko', 'chat:queued'))).toHaveCount(0);
  await expect(messageLog(page).getByText(typed)).toHaveCount(1);
});

test('a member of an expired party is refused the chat with the ended message', async ({
  page,
  world,
}) => {
  const { orderSeq } = await buyerParty(world, 'ended');
  await page.goto(`/my/subscriptions/${orderSeq}`);
  await expect(page.getByText(tr('ko', 'notify:subscriptionEnded')).first()).toBeVisible();
  await expect(page.getByRole('link', { name: tr('ko', 'parties:chat.group') })).toHaveCount(0);

  await page.goto(`/my/subscriptions/${orderSeq}/group-chat`);
  await expect(
    page.getByRole('alert').filter({ hasText: tr('ko', 'notify:subscriptionEnded') }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: tr('ko', 'chat:messageLabel') })).toHaveCount(0);
});
