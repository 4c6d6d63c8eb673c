/**
 * The demo build on a static file server (playwright.demo.config.ts): a new visitor browses, signs
 * in as the seeded buyer, buys a code with e-money, finds the order again after a reload, and
 * chats live with its seller from a second tab of the same browser profile: one world, kept in
 * the profile's shared worker and IndexedDB (a new profile with the same storage opens it), and no
 * console error on the way.
 */
import { type Page, expect, test } from '@playwright/test';
import { SEEDED_PASSWORD, accounts } from '../tests/support/env';
import { decodeWireText, tr } from '../tests/support/locales';
import { field } from '../tests/support/locators';
import { DEMO_URL } from './env';

/** A new browser profile on the demo, as the config's own (playwright.demo.config.ts). */
const DEMO_CONTEXT = { baseURL: DEMO_URL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' } as const;

/** A call to the mock from inside the page (MSW answers it), signed in as the page is. */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const stored = localStorage.getItem('market.session');
      const token = stored ? (JSON.parse(stored) as { token: string }).token : null;
      const response = await fetch(path, {
        method,
        headers: {
          ...(token ? { api_key: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body },
  );
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status}`);
  return (answer.body as { response: T }).response;
}

/** Whether every write has been saved (web/demo: `<html data-demo-unsaved>` meanwhile). */
const saved = (page: Page) => expect(page.locator('html[data-demo-unsaved]')).toHaveCount(0);

/** Every navigation waits for the app to have taken the page over (tests/support/app-ready.ts). */
const appReady = (page: Page) =>
  page.locator('html[data-app-ready]').waitFor({ state: 'attached' });

async function signIn(page: Page, email: string) {
  const form = page.getByRole('main');
  await field(form, tr('ko', 'auth:login.email')).fill(email);
  await field(form, tr('ko', 'auth:login.password')).fill(SEEDED_PASSWORD);
  await form.getByRole('button', { name: tr('ko', 'auth:login.submit') }).click();
}

interface ListedPost {
  seq: number;
  title: string;
  price: number;
  status: string;
  seller: { seq: number };
}

test('a visitor browses, signs in, buys a code, finds the order after a reload and chats with the seller from a second tab', async ({
  page,
  context,
  browser,
}) => {
  const errors: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  context.on('weberror', (error) => errors.push(`page error: ${error.error().message}`));
  const main = page.getByRole('main');

  // The home page, its popups closed one after another.
  await page.goto('/');
  await appReady(page);
  const popups = await api<Array<{ title: string }>>(page, 'GET', '/api/common/banner/popup');
  for (const popup of popups) {
    const dialog = page.getByRole('dialog', { name: decodeWireText(popup.title, 'ko') });
    await dialog
      .getByRole('button', { name: tr('ko', 'home:popup.close') })
      .last()
      .click();
    await expect(dialog).toBeHidden();
  }

  // To the codes, and one of seller@example.com's on sale.
  const codeType = tr('ko', 'catalogue:postType.CODE');
  await main
    .getByRole('link', { name: tr('ko', 'catalogue:featured.seeAll', { type: codeType }) })
    .click();
  await expect(page).toHaveURL('/digital-codes');
  const sellers = await api<Array<{ email: string; userSeq: number }>>(
    page,
    'GET',
    '/__mock/accounts',
  );
  const sellerSeq = sellers.find((account) => account.email === accounts.seller)!.userSeq;
  const codes = await api<ListedPost[]>(page, 'GET', '/api/digital/code?page=1');
  const code = codes.find((post) => post.status === 'ON_SALE' && post.seller.seq === sellerSeq);
  if (!code) throw new Error('no code of seller@example.com on sale on the first page');
  const title = decodeWireText(code.title, 'ko');
  const postPath = `/digital-codes/${code.seq}`;
  await main.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(postPath);
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Adding it asks a guest to sign in, and brings the buyer back to the post.
  await main.getByRole('button', { name: tr('ko', 'catalogue:cart.add') }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(postPath)}`);
  await signIn(page, accounts.buyer);
  await expect(page).toHaveURL(postPath);
  await main.getByRole('button', { name: tr('ko', 'catalogue:cart.add') }).click();
  await expect(main.getByText(tr('ko', 'catalogue:cart.inCart'))).toBeVisible();

  // The cart, with only this line chosen, and the checkout paid with e-money.
  await main.getByRole('link', { name: tr('ko', 'catalogue:cart.goToCart') }).click();
  await expect(page).toHaveURL('/cart');
  const selectAll = main.getByRole('checkbox', { name: /^전체 선택/ });
  await expect(selectAll).toBeChecked();
  await selectAll.uncheck();
  await main.getByRole('checkbox', { name: tr('ko', 'cart:selectLine', { title }) }).check();
  await main
    .getByRole('link', { name: tr('ko', 'cart:summary.checkout_other', { count: 1 }) })
    .click();
  await expect(page).toHaveURL(/\/checkout\?items=\d+$/);
  await main.getByRole('checkbox', { name: tr('ko', 'checkout:agreements.terms') }).check();
  await main
    .getByRole('checkbox', { name: tr('ko', 'checkout:agreements.personalInformation') })
    .check();
  await main.getByRole('button', { name: /결제하기$/ }).click();
  await expect(page).toHaveURL(/\/my\/orders\/[A-Za-z0-9-]+$/);
  await expect(main.getByText(title).first()).toBeVisible();

  // Once the world is saved, a reload finds the buyer signed in and the order there.
  await saved(page);
  await page.reload();
  await appReady(page);
  await expect(main.getByText(title).first()).toBeVisible();

  // The world outlives the shared worker: a profile with this one's storage (its local storage and
  // IndexedDB) and no worker running opens the saved world, the buyer signed in, the order there.
  const reopened = await browser.newContext({
    ...DEMO_CONTEXT,
    storageState: await context.storageState({ indexedDB: true }),
  });
  reopened.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console (reopened): ${message.text()}`);
  });
  const again = await reopened.newPage();
  await again.goto(new URL(page.url()).pathname);
  await appReady(again);
  await expect(again.getByRole('main').getByText(title).first()).toBeVisible();
  await reopened.close();

  // The chat of the purchase, the buyer's side.
  const bought = await api<Array<{ seq: number; post: { seq: number } }>>(
    page,
    'GET',
    '/api/order/code?size=50',
  );
  const orderSeq = bought.find((order) => order.post.seq === code.seq)!.seq;
  const { roomId } = await api<{ roomId: string }>(page, 'POST', '/api/room/chat', {
    roomType: 'PERSONAL',
    type: 'CODE',
    typeSeq: code.seq,
  });
  const connected = (tab: Page) =>
    expect(
      tab.getByRole('status').filter({ hasText: tr('ko', 'chat:connection.ready') }),
    ).toBeVisible();
  await page.goto(`/my/digital-codes/${orderSeq}/chat`);
  await appReady(page);
  await connected(page);

  // A second tab of the same profile (the same world): its sign-in kept in the tab's
  // sessionStorage, so that the seller signing in there leaves the buyer's tab the buyer's. The
  // room's address asks a guest to sign in and brings the seller back to it (one page load: each
  // costs the browser about 3 CPU seconds here).
  const seller = await context.newPage();
  await seller.addInitScript(() =>
    Object.defineProperty(window, 'localStorage', { value: window.sessionStorage }),
  );
  const sellerRoom = `/seller/chats/${roomId}`;
  await seller.goto(sellerRoom);
  await appReady(seller);
  await expect(seller).toHaveURL(`/login?redirect=${encodeURIComponent(sellerRoom)}`);
  await signIn(seller, accounts.seller);
  await expect(seller).toHaveURL(sellerRoom);
  await connected(seller);

  const say = async (tab: Page, text: string) => {
    const box = tab.getByRole('textbox', { name: tr('ko', 'chat:messageLabel') });
    await box.fill(text);
    await box.press('Enter');
  };
  await say(page, '코드를 어디에 입력하나요?');
  await expect(seller.getByRole('log').getByText('코드를 어디에 입력하나요?')).toBeVisible();
  await say(seller, '앱의 쿠폰 메뉴에 입력하세요');
  await expect(page.getByRole('log').getByText('앱의 쿠폰 메뉴에 입력하세요')).toBeVisible();

  expect(errors).toEqual([]);
});

test('the devtools drawer moves the clock, which a reload keeps, and its reset forgets the saved world', async ({
  page,
}) => {
  const dt = (key: string, values?: Record<string, string>) => tr('ko', `devtools:${key}`, values);
  const panel = page.getByRole('dialog', { name: dt('title') });
  const offset = panel.getByTestId('mock-clock-offset');
  const openDrawer = async () => {
    await page.getByRole('button', { name: dt('open') }).click();
    await expect(panel.getByTestId('mock-clock')).toBeVisible();
  };

  // The code list (the home page would open its pop-ups over the drawer).
  await page.goto('/digital-codes');
  await appReady(page);
  await openDrawer();
  await expect(offset).toHaveCount(0);
  await panel.getByRole('textbox', { name: dt('clock.travelForward') }).fill('4');
  await panel.getByRole('button', { name: dt('clock.travel'), exact: true }).click();
  await expect(offset).toBeVisible();

  await saved(page);
  await page.reload();
  await appReady(page);
  await openDrawer();
  await expect(offset).toBeVisible();

  await panel.getByRole('button', { name: dt('reset.action') }).click();
  await expect(offset).toHaveCount(0);
  await saved(page);
  await page.reload();
  await appReady(page);
  await openDrawer();
  await expect(offset).toHaveCount(0);
});
