/** Helpers of the wallet and account journeys (issue 9). */
import type { Browser, Page } from '@playwright/test';
import { waitForAppInEveryPage } from './app-ready';
import { MOCK_URL, SEEDED_PASSWORD, WEB_URL } from './env';
import type { MockWorld } from './mock-world';

/** The mock's control API marks the bank transfer of a top-up order as received. */
export async function receiveTransfer(world: MockWorld, orderId: string): Promise<void> {
  const response = await fetch(`${MOCK_URL}/__mock/transfers/${orderId}/receive`, {
    method: 'POST',
    headers: { 'x-mock-session': world.sessionId },
  });
  if (!response.ok) throw new Error(`receiving ${orderId} failed: ${response.status}`);
}

/** A guest's browser (its own context, closed by the caller) in the test's world, at the world's time. */
export async function guestPage(browser: Browser, world: MockWorld): Promise<Page> {
  const context = await browser.newContext({
    baseURL: WEB_URL,
    timezoneId: 'Asia/Seoul',
    locale: 'ko-KR',
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: { 'x-mock-session': world.sessionId },
    // The test's own signed-in state would otherwise be applied to this context too.
    storageState: { cookies: [], origins: [] },
  });
  waitForAppInEveryPage(context);
  await context.clock.install({ time: (await world.clock()).epochMs });
  return context.newPage();
}

/** Creates a member through the API (e-mail confirmed with the mailed code), invited by `referrerCode`. */
export async function signUpByApi(
  world: MockWorld,
  email: string,
  nickname: string,
  referrerCode?: string,
): Promise<void> {
  await world.api.auth.sendEmailVerification({ body: { email } });
  const code = (await world.lastMailTo(email))?.code;
  if (!code) throw new Error(`no code was mailed to ${email}`);
  await world.api.auth.confirmEmailVerification({ body: { email, code } });
  const result = await world.api.auth.signUp({
    body: {
      email,
      password: SEEDED_PASSWORD,
      nickname,
      agreements: { terms: true, personalInformation: true, notifications: true },
      referrerCode,
    },
  });
  if (result.status !== 201) throw new Error(`sign-up of ${email} failed: ${result.status}`);
}
