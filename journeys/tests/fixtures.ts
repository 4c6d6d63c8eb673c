/**
 * The suite's test fixture: every test gets its own world on the mock server and a browser that
 * lives in it.
 *
 * - `mockSession`: a unique id sent as `x-mock-session` on every request of the page (through
 *   `extraHTTPHeaders`; the preview server's proxy passes it on to the mock server), so tests running
 *   side by side never see each other's carts, accounts, outboxes or clocks. Not every Chromium
 *   sends extra headers on a websocket's upgrade (156 did, 150 does not), so the page's sockets
 *   name the world by the `mockSession` query parameter, as a plain browser's would.
 * - `world`: the same world from the test's side — the typed product API, the outbox, the clock.
 * - The browser's clock starts at the world's time (the mock's reference time, not today's date) and
 *   runs on from there, so the app and the server agree about what is expired or due.
 * - Options, set with `test.use` or per test: `language` (stored before the first page loads) and
 *   `signedInAs` (an account signed in through POST /api/auth, its token stored as the app keeps
 *   it in `market.session`).
 * - `app`: helpers that act in the page (sign in through the form, seed a session, move the clock).
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { Session } from '@market/contract';
import { waitForAppInEveryPage } from './support/app-ready';
import { SEEDED_PASSWORD, WEB_URL } from './support/env';
import { tr, type Language } from './support/locales';
import { field } from './support/locators';
import { MockWorld, type ClockAdvance } from './support/mock-world';

/** localStorage keys of the web app (web/src/lib/browser/storage.ts). */
export const storageKeys = {
  session: 'market.session',
  language: 'market.language',
  currency: 'market.currency',
  searchHistory: 'market.searchHistory',
  dismissedPopups: 'market.dismissedPopups',
} as const;

/** The stored session as web/src/lib/session/session-store.ts writes it. */
export interface StoredSession {
  token: string;
  /** ISO 8601; null = no expiry. */
  validUntil: string | null;
}

/** The server's `yyyy-MM-dd HH:mm:ss` Seoul time as ISO 8601 (null stays null). */
function seoulToIso(value: string | null): string | null {
  return value ? new Date(`${value.replace(' ', 'T')}+09:00`).toISOString() : null;
}

export function toStoredSession(session: Session): StoredSession {
  if (!session.token.value) throw new Error('the sign-in answer holds no token');
  return { token: session.token.value, validUntil: seoulToIso(session.token.validUntil) };
}

export interface AppHelpers {
  /** Fills the sign-in form of the current page (already on /login) and submits it. */
  signInThroughForm(
    email: string,
    options?: { password?: string; language?: Language; stayLoggedIn?: boolean },
  ): Promise<void>;
  /**
   * Signs in through POST /api/auth and stores the token for the pages loaded from now on (call it
   * before `page.goto`, or reload afterwards).
   */
  signInByApi(email: string, options?: { stayLoggedIn?: boolean }): Promise<Session>;
  /** The session the page keeps in localStorage, or null when signed out. */
  storedSession(): Promise<StoredSession | null>;
  /**
   * Moves the world's clock and the browser's together. The browser's jumps without firing the
   * timers due meanwhile (a page left open is as after a sleeping laptop): reload or navigate to see
   * the new day. (`clock.fastForward` would leave timers dead after a reload in Playwright 1.65.)
   */
  moveClock(advance: ClockAdvance): Promise<void>;
  /**
   * A second browser (its own context: storage, cookies, socket) in the same world, at the world's
   * time and in the test's language, signed in as `email` before its first page loads: the other
   * side of a chat, a buyer while the test's page is the seller. Closed with the test.
   */
  pageAs(email: string): Promise<Page>;
}

interface Options {
  /** The language stored before the first page loads (the app's default, ko, when null). */
  language: Language | null;
  /** An account signed in before the first page loads (a guest when null). */
  signedInAs: string | null;
}

interface Fixtures {
  mockSession: string;
  world: MockWorld;
  app: AppHelpers;
}

/** Writes a localStorage entry once per tab (a later sign-out or choice in the page stays). */
function seedOncePerTab(page: Page, key: string, value: unknown) {
  return page.context().addInitScript(
    ({ key, value }) => {
      const marker = `e2e.seeded.${key}`;
      if (window.sessionStorage.getItem(marker)) return;
      window.sessionStorage.setItem(marker, '1');
      window.localStorage.setItem(key, value);
    },
    { key, value: JSON.stringify(value) },
  );
}

/** Every socket the context's pages open joins the test's world (see `mockSession` above). */
function socketsJoinWorld(context: BrowserContext, mockSession: string) {
  return context.addInitScript((id) => {
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        const address = new URL(url, window.location.href);
        address.searchParams.set('mockSession', id);
        super(address, protocols);
      }
    };
  }, mockSession);
}

export const test = base.extend<Options & Fixtures>({
  language: [null, { option: true }],
  signedInAs: [null, { option: true }],

  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  mockSession: async ({}, use, testInfo) => {
    // 1–128 of A-Z a-z 0-9 . _ : - (mock-server README).
    await use(`e2e-w${testInfo.workerIndex}-${randomUUID()}`);
  },

  extraHTTPHeaders: async ({ extraHTTPHeaders, mockSession }, use) => {
    await use({ ...extraHTTPHeaders, 'x-mock-session': mockSession });
  },

  world: async ({ mockSession }, use) => {
    await use(new MockWorld(mockSession));
  },

  storageState: async ({ storageState, language, signedInAs, world }, use) => {
    if (!language && !signedInAs) {
      await use(storageState);
      return;
    }
    const localStorage: { name: string; value: string }[] = [];
    if (language)
      localStorage.push({ name: storageKeys.language, value: JSON.stringify(language) });
    if (signedInAs) {
      const session = await world.signIn(signedInAs);
      localStorage.push({
        name: storageKeys.session,
        value: JSON.stringify(toStoredSession(session)),
      });
    }
    await use({ cookies: [], origins: [{ origin: WEB_URL, localStorage }] });
  },

  context: async ({ context, world, mockSession }, use) => {
    waitForAppInEveryPage(context);
    await socketsJoinWorld(context, mockSession);
    await context.clock.install({ time: (await world.clock()).epochMs });
    await use(context);
  },

  app: async ({ page, world, browser, mockSession, language }, use) => {
    const extraContexts: BrowserContext[] = [];
    await use({
      async signInThroughForm(
        email,
        { password = SEEDED_PASSWORD, language = 'ko', stayLoggedIn = false } = {},
      ) {
        const form = page.getByRole('main');
        await field(form, tr(language, 'auth:login.email')).fill(email);
        await field(form, tr(language, 'auth:login.password')).fill(password);
        await form
          .getByRole('checkbox', { name: tr(language, 'auth:login.stayLoggedIn') })
          .setChecked(stayLoggedIn);
        await form.getByRole('button', { name: tr(language, 'auth:login.submit') }).click();
      },
      async signInByApi(email, { stayLoggedIn = false } = {}) {
        const session = await world.signIn(email, { stayLoggedIn });
        await seedOncePerTab(page, storageKeys.session, toStoredSession(session));
        return session;
      },
      async storedSession() {
        const raw = await page.evaluate((key) => localStorage.getItem(key), storageKeys.session);
        return raw === null ? null : (JSON.parse(raw) as StoredSession);
      },
      async moveClock(advance) {
        const after = await world.moveClock(advance);
        await page.clock.setSystemTime(after.epochMs);
        for (const context of extraContexts) await context.clock.setSystemTime(after.epochMs);
      },
      async pageAs(email) {
        const session = await world.signIn(email);
        const localStorage = [
          { name: storageKeys.session, value: JSON.stringify(toStoredSession(session)) },
          ...(language ? [{ name: storageKeys.language, value: JSON.stringify(language) }] : []),
        ];
        const context = await browser.newContext({
          baseURL: WEB_URL,
          timezoneId: 'Asia/Seoul',
          locale: 'ko-KR',
          viewport: { width: 1280, height: 800 },
          extraHTTPHeaders: { 'x-mock-session': mockSession },
          storageState: { cookies: [], origins: [{ origin: WEB_URL, localStorage }] },
        });
        waitForAppInEveryPage(context);
        await socketsJoinWorld(context, mockSession);
        await context.clock.install({ time: (await world.clock()).epochMs });
        extraContexts.push(context);
        return context.newPage();
      },
    });
    for (const context of extraContexts) await context.close();
  },
});

export { expect };
