/**
 * An axe scan of every route of SPEC §2: no serious or critical violation of WCAG 2.0 / 2.1 A and
 * AA.
 *
 * The routes are scanned in rounds, one per area and account: each round is one test (its own
 * world, signed in as its routes say) that loads its first route and reaches the next ones as a
 * member would, inside the app (the router follows `history.pushState`). A dialog or menu that a
 * route opened for its scan is closed with Escape, and checked gone, before the next route; only
 * a route whose state a new visit alone has (`freshVisit`: the home page's popups) is loaded
 * afresh. The browser's work is the cost: a fresh load (the app's code compiled, styled, laid out
 * and rendered, axe's source compiled again) took about 2.5 CPU-seconds where a move inside the
 * app took 0.4, and each test starts a browser context, a world and a sign-in (about one more),
 * for nothing the scan looks at. Rounds of six routes, each route after a dialog loaded afresh,
 * loaded 28 of the 80 routes in 17 tests; these rounds load 10 in 9.
 *
 * Each area's routes take the languages in turn, a third each (ko, then en, then es), so each
 * area is scanned in ko, en and es, and the chrome every page shares (header, menus, footer) in
 * all three. A round changes language as a visitor does, with the header's language picker, on the
 * page it has just scanned. Axe's rules read the page's structure, names and colours, which one
 * language's text does not change; that every text exists in every language is the locale tests'
 * job (web/src/locales).
 *
 * The rounds run longest first: each of the two workers takes the next round as it frees up, so
 * the short rounds fill in at the end and both finish together.
 */
import type { Page } from '@playwright/test';
import { accounts } from './support/env';
import { expect, test } from './fixtures';
import { formatViolations, scanPage } from './support/axe';
import { languages, tr, type Language } from './support/locales';
import { expectPageSettled } from './support/page-ready';
import { sweptAreas, type SweptRoute } from './support/sweep';

/** A route and the language it is scanned in. */
interface Scan {
  route: SweptRoute;
  language: Language;
}

interface Round {
  title: string;
  account: SweptRoute['signedInAs'];
  scans: Scan[];
}

/**
 * One round per area and account, longest first. An area's routes, in the order of its rounds,
 * take the languages in turn: the first third ko, the next en, the last es.
 */
function rounds(): Round[] {
  return sweptAreas
    .flatMap(({ area, routes }) => {
      const byAccount = new Map<SweptRoute['signedInAs'], SweptRoute[]>();
      for (const route of routes) {
        byAccount.set(route.signedInAs, [...(byAccount.get(route.signedInAs) ?? []), route]);
      }
      const inOrder = [...byAccount.values()].flat();
      const languageOf = (route: SweptRoute) =>
        languages[Math.floor((inOrder.indexOf(route) * languages.length) / inOrder.length)]!;
      return [...byAccount].map(([account, accountRoutes]) => ({
        title: `${area} as ${account ?? 'a guest'}`,
        account,
        scans: accountRoutes.map((route) => ({ route, language: languageOf(route) })),
      }));
    })
    .sort((a, b) => b.scans.length - a.scans.length);
}

/** Moves the app to `path` as its own links do, and lets React commit the change. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate(async (path) => {
    history.pushState(null, '', path);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  }, path);
}

/**
 * Closes with Escape the dialog, menu or list of options a route opened, and checks that none is
 * left, so that the next route is reached inside the app as on a bare page.
 */
async function closeWhatIsOpen(page: Page, routeName: string) {
  const open = page.getByRole('dialog').or(page.getByRole('menu')).or(page.getByRole('listbox'));
  if ((await open.count()) === 0) return;
  await page.keyboard.press('Escape');
  await expect(open, `what "${routeName}" opened closes with Escape`).toHaveCount(0);
}

/** Changes the app's language with the header's picker, as a visitor does. */
async function switchLanguage(page: Page, from: Language, to: Language) {
  await page.getByRole('combobox', { name: tr(from, 'language.label') }).selectOption(to);
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

for (const round of rounds()) {
  const inLanguages = [...new Set(round.scans.map((scan) => scan.language))].join(', ');
  test.describe(() => {
    test.use({ language: round.scans[0]!.language });
    test(`${round.title}: no serious or critical axe violations (${inLanguages})`, async ({
      page,
      world,
      app,
    }, testInfo) => {
      // A ceiling per route scanned, as one journey's is (playwright.config.ts).
      testInfo.setTimeout(round.scans.length * 30_000);
      if (round.account) await app.signInByApi(accounts[round.account]);
      let previous: Scan | undefined;
      for (const scan of round.scans) {
        const { route, language } = scan;
        await test.step(`${route.name} (${language})`, async () => {
          if (previous && (!route.freshVisit || language !== previous.language)) {
            await closeWhatIsOpen(page, previous.route.name);
          }
          if (previous && language !== previous.language) {
            await switchLanguage(page, previous.language, language);
          }
          const path = await route.path(world);
          if (!previous || route.freshVisit) await page.goto(path);
          else await navigateInApp(page, path);
          await expectPageSettled(page, language);
          await route.prepare?.(page, world, language);

          const { blocking } = await scanPage(page, testInfo);
          expect
            .soft(
              blocking.map((violation) => violation.id),
              formatViolations(`${route.name}: ${path} (${language})`, blocking),
            )
            .toEqual([]);
        });
        previous = scan;
      }
    });
  });
}
