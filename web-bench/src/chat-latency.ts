/**
 * A figure, not a test: the time from pressing Enter in one browser to the message showing in
 * another, over the mock server, as the median of 20 sends (issue 10's closing note).
 *
 *   E2E_MOCK_PORT=5100 E2E_WEB_PORT=5101 pnpm --filter @market/web-bench run chat-latency
 *
 * Needs a running mock server and web build (see playwright.config.ts, E2E_REUSE_SERVERS).
 */
import { chromium, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { accounts, WEB_URL } from '@market/journeys/support/env';
import { MockWorld } from '@market/journeys/support/mock-world';
import { buyerCodeChat } from '@market/journeys/support/parties';
import { chromiumArgs, findChromium } from '@market/journeys/browser';

const SENDS = 20;

async function signedInPage(world: MockWorld, email: string, path: string): Promise<Page> {
  const session = await world.signIn(email);
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const context = await browser.newContext({
    baseURL: WEB_URL,
    extraHTTPHeaders: { 'x-mock-session': world.sessionId },
    storageState: {
      cookies: [],
      origins: [
        {
          origin: WEB_URL,
          localStorage: [
            {
              name: 'market.session',
              value: JSON.stringify({ token: session.token.value, validUntil: null }),
            },
          ],
        },
      ],
    },
  });
  const page = await context.newPage();
  await page.goto(path);
  await page.locator('[data-connection="ready"]').waitFor();
  return page;
}

const world = new MockWorld(`latency-${randomUUID()}`);
const { orderSeq, roomId } = await buyerCodeChat(world);
const buyer = await signedInPage(world, accounts.buyer, `/my/digital-codes/${orderSeq}/chat`);
const seller = await signedInPage(world, accounts.seller, `/seller/chats/${roomId}`);

const box = buyer.getByRole('textbox').last();
const times: number[] = [];
for (let i = 0; i < SENDS; i += 1) {
  const text = `latency probe ${i} ${randomUUID()}`;
  await box.fill(text);
  // The clock starts in the sender's page at Enter and stops when the receiver's DOM has the text.
  const shown = seller.waitForFunction(
    (t) =>
      Array.from(document.querySelectorAll('[role=log] li')).some((li) =>
        li.textContent?.includes(t),
      ),
    text,
    { polling: 'raf' },
  );
  const start = performance.now();
  await box.press('Enter');
  await shown;
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const median = (times[SENDS / 2 - 1]! + times[SENDS / 2]!) / 2;
console.log(
  `send→display over the mock, ${SENDS} sends: median ${median.toFixed(0)} ms ` +
    `(min ${times[0]!.toFixed(0)}, max ${times.at(-1)!.toFixed(0)})`,
);
await buyer.context().browser()?.close();
await seller.context().browser()?.close();
