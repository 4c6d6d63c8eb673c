/**
 * Decision 028: the first paint needs no script (the build prerenders the shell into index.html);
 * the home page, a list and a post do not shift as their code, texts, data and pictures arrive
 * (the layout-shift entries the browser records sum to at most 0.05, at phone and desktop width);
 * a landing page's code comes in few files, Brotli-compressed and cached, each fetched once; a
 * guest's first calls start from the HTML, a member's from the app; behind a guard, the HTML starts
 * a member's page code only.
 */
import type { Page } from '@playwright/test';
import { expect, storageKeys, test } from './fixtures';
import { formatViolations, scanPage } from './support/axe';
import { firstDigitalCode } from './support/catalogue';
import { expectFirstPopup } from './support/home';
import { accounts } from './support/env';
import { decodeWireText, tr } from './support/locales';

const MAX_LAYOUT_SHIFT = 0.05;

test('the shell is in the HTML, styled and accessible, before any script runs', async ({
  browser,
  baseURL,
}, testInfo) => {
  // The app's scripts never arrive: what shows is the HTML alone (and it must pass axe on its own).
  const context = await browser.newContext({ baseURL });
  await context.route('**/assets/*.js', (route) => route.abort());
  const page = await context.newPage();
  const expectAccessible = async (where: string) => {
    const { blocking } = await scanPage(page, testInfo);
    expect(blocking, formatViolations(where, blocking)).toEqual([]);
  };

  // Any address: header, navigation, footer and a page-shaped skeleton, announced as loading.
  await page.goto('/digital-codes/1');
  const navigation = page.getByRole('navigation', { name: tr('ko', 'layout:nav.label') });
  await expect(
    navigation.getByRole('link', { name: tr('ko', 'layout:nav.digitalCodes') }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(tr('ko', 'layout:footer.companyName'));
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    tr('ko', 'common:state.loading'),
  );
  // Styled at the first paint, which waits for the stylesheet (the header is laid out, not a list).
  const header = await page.getByRole('banner').boundingBox();
  expect(header?.height).toBeGreaterThan(40);
  await expectAccessible('the shell');
  await context.close();
});

/** Sums every layout shift from the first byte on (stricter than CLS, which takes one window). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0, sources: [] as string[] };
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.total += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node;
          shifts.sources.push(
            node instanceof Element ? `${node.tagName}.${node.className}` : String(node?.nodeName),
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function settledLayoutShift(page: Page) {
  await page.waitForLoadState('networkidle');
  // Every picture has arrived, except lazy ones below the fold, which never load until scrolled to.
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.complete || image.loading === 'lazy'),
  );
  return page.evaluate(
    () =>
      (window as unknown as { __layoutShifts: { total: number; sources: string[] } })
        .__layoutShifts,
  );
}

for (const viewport of [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`home, list and post pages load without layout shift at ${viewport.name} width`, async ({
    page,
    world,
  }) => {
    await page.setViewportSize(viewport);
    await recordLayoutShifts(page);

    await page.goto('/');
    await expectFirstPopup(page, world, 'ko');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    const home = await settledLayoutShift(page);
    expect(home.total, `home shifted: ${home.sources.join(', ')}`).toBeLessThanOrEqual(
      MAX_LAYOUT_SHIFT,
    );

    await page.goto('/digital-codes');
    const list = page.getByRole('main').getByRole('list').first();
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const listShift = await settledLayoutShift(page);
    expect(listShift.total, `list shifted: ${listShift.sources.join(', ')}`).toBeLessThanOrEqual(
      MAX_LAYOUT_SHIFT,
    );

    const post = await firstDigitalCode(world);
    await page.goto(`/digital-codes/${post.seq}`);
    await expect(
      page.getByRole('heading', { level: 1, name: decodeWireText(post.title, 'ko') }),
    ).toBeVisible();
    const detail = await settledLayoutShift(page);
    expect(detail.total, `post shifted: ${detail.sources.join(', ')}`).toBeLessThanOrEqual(
      MAX_LAYOUT_SHIFT,
    );
  });
}

/** Every request the page makes, as `path?query`, and how many times. */
function countRequests(page: Page) {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const key = url.pathname + url.search;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  return counts;
}

test("a landing page's code comes in few files, Brotli-compressed and cached, each fetched once", async ({
  page,
}) => {
  const requests = countRequests(page);
  const scriptHeaders = new Map<string, Record<string, string>>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/assets\/.*\.js$/.test(pathname)) scriptHeaders.set(pathname, response.headers());
  });
  await page.goto('/digital-codes');
  await expect(
    page.getByRole('main').getByRole('list').first().getByRole('listitem').first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect([...requests].filter(([, count]) => count > 1).map(([key]) => key)).toEqual([]);
  // The page with its own parts, what the landing pages share, the shell, the vendor code, React
  // DOM's renderer and texts (Rollup's default split made the page alone some twenty files:
  // vite-plugins/chunks.ts); and one stylesheet for the whole app. Each request beside the vendor
  // code slows it on a phone's six connections (docs/benchmarks/first-load.md).
  const scripts = [...requests.keys()].filter((key) => key.endsWith('.js'));
  expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(6);
  expect([...requests.keys()].filter((key) => key.endsWith('.css'))).toHaveLength(1);
  // The big ones (the vendor code, the shell) came Brotli-compressed and cacheable for a year,
  // their names changing with their content.
  const big = [...scriptHeaders].filter(([path]) => /^\/assets\/(vendor|index)-/.test(path));
  expect(big.map(([path]) => path)).toHaveLength(2);
  for (const [path, headers] of big) {
    expect(headers['content-encoding'], path).toBe('br');
    expect(headers['cache-control'], path).toContain('max-age=31536000');
  }
});

/** What the HTML preloaded on the current page (vite-plugins/first-load.ts): calls or modules. */
function preloaded(page: Page, kind: 'calls' | 'modules') {
  const selector =
    kind === 'calls' ? 'link[rel="preload"][as="fetch"]' : 'link[rel="modulepreload"]';
  return page.evaluate(
    (links) =>
      Array.from(document.querySelectorAll<HTMLLinkElement>(links)).map(
        (link) => new URL(link.href).pathname,
      ),
    selector,
  );
}

test("a guest's first calls start from the HTML and are made once; a member's start from the app", async ({
  page,
  world,
  app,
}) => {
  const post = await firstDigitalCode(world);
  const heading = page.getByRole('heading', { level: 1, name: decodeWireText(post.title, 'ko') });
  const requests = countRequests(page);
  await page.goto(`/digital-codes/${post.seq}`);
  await expect(heading).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The HTML started the post's call, and the app took its answer: nothing was asked twice.
  expect(await preloaded(page, 'calls')).toContain(`/api/digital/code/${post.seq}/view`);
  expect(requests.get(`/api/digital/code/${post.seq}/view`)).toBe(1);
  expect([...requests].filter(([, count]) => count > 1).map(([key]) => key)).toEqual([]);

  // A member's calls carry the session's token: the HTML starts none of them.
  await app.signInByApi(accounts.buyer);
  await page.goto(`/digital-codes/${post.seq}`);
  await expect(heading).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await preloaded(page, 'calls')).toEqual([]);
  expect(requests.get(`/api/digital/code/${post.seq}/view`)).toBe(2);
});

test("a guest's first calls do not wait for the stylesheet, which the first paint does", async ({
  page,
  world,
}) => {
  const post = await firstDigitalCode(world);
  // The stylesheet is held until the post's call has gone out. An inline script waits for every
  // stylesheet above it: with the HTML's early loads below the stylesheet, the call would never
  // start while it is held, and this would time out.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.css', async (route) => {
    await held;
    await route.continue();
  });
  const call = page.waitForRequest((request) =>
    request.url().endsWith(`/api/digital/code/${post.seq}/view`),
  );
  const loaded = page.goto(`/digital-codes/${post.seq}`);
  await call;
  release();
  await loaded;
  await expect(
    page.getByRole('heading', { level: 1, name: decodeWireText(post.title, 'ko') }),
  ).toBeVisible();
});

test("behind a guard, the HTML starts a member's page code (no calls) and nothing for a guest", async ({
  browser,
  baseURL,
  world,
}) => {
  // The app's scripts never run (it would load the page's code itself): the HTML's script alone.
  const context = await browser.newContext({ baseURL });
  await context.route('**/assets/*.js', (route) => route.abort());
  const page = await context.newPage();
  await page.goto('/my/orders');
  expect(await preloaded(page, 'modules')).not.toContainEqual(expect.stringMatching(/orders-page/));

  const session = await world.signIn(accounts.buyer);
  await page.evaluate(
    ([key, token]) => localStorage.setItem(key!, JSON.stringify({ token, validUntil: null })),
    [storageKeys.session, session.token.value],
  );
  await page.goto('/my/orders');
  expect(await preloaded(page, 'modules')).toContainEqual(expect.stringMatching(/orders-page/));
  expect(await preloaded(page, 'calls')).toEqual([]);
  await context.close();
});
