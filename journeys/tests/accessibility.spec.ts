/**
 * An axe scan of every route of SPEC §2: no serious or critical violation of WCAG 2.0 / 2.1 A and
 * AA. The routes are scanned in rounds: each round is one test (its own world, signed in as its
 * routes say) that loads its first route and reaches the next ones as a member would, inside the
 * app (the router follows `history.pushState`); a route after one that opened a dialog or a menu
 * is loaded afresh. A round per route spent two thirds of its time starting a browser context, a
 * world, the app and axe, for nothing the scan looks at.
 *
 * Each round is in one language, and the languages take turns down the rounds, so each area's
 * routes are scanned in ko, en and es, and the chrome every page shares (header, menus, footer)
 * in all three. Axe's rules read the page's structure, names and colours, which one language's
 * text does not change; that every text exists in every language is the locale tests' job
 * (web/src/locales).
 */
import type { Page } from '@playwright/test';
import { accounts } from './support/env';
import { expect, test } from './fixtures';
import { formatViolations, scanPage } from './support/axe';
import { languages } from './support/locales';
import { expectPageSettled } from './support/page-ready';
import { sweptAreas, type SweptRoute } from './support/sweep';

/** Routes per round: enough to pay for the round's start, few enough to share the two workers. */
const ROUND_SIZE = 6;

interface Round {
  title: string;
  account: SweptRoute['signedInAs'];
  routes: SweptRoute[];
}

/** Each area's routes, by the account that opens them, cut into rounds of ROUND_SIZE. */
function rounds(): Round[] {
  return sweptAreas.flatMap(({ area, routes }) => {
    const byAccount = new Map<SweptRoute['signedInAs'], SweptRoute[]>();
    for (const route of routes) {
      byAccount.set(route.signedInAs, [...(byAccount.get(route.signedInAs) ?? []), route]);
    }
    return [...byAccount].flatMap(([account, accountRoutes]) => {
      const count = Math.ceil(accountRoutes.length / ROUND_SIZE);
      return Array.from({ length: count }, (_, index) => ({
        title: `${area} as ${account ?? 'a guest'}${count > 1 ? ` (${index + 1}/${count})` : ''}`,
        account,
        routes: accountRoutes.slice(index * ROUND_SIZE, (index + 1) * ROUND_SIZE),
      }));
    });
  });
}

/** Moves the app to `path` as its own links do, and lets React commit the change. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate(async (path) => {
    history.pushState(null, '', path);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  }, path);
}

rounds().forEach((round, index) => {
  const language = languages[index % languages.length]!;
  test.describe(() => {
    test.use({ language });
    test(`${round.title}: no serious or critical axe violations (${language})`, async ({
      page,
      world,
      app,
    }, testInfo) => {
      // A ceiling per route scanned, as one journey's is (playwright.config.ts).
      testInfo.setTimeout(round.routes.length * 30_000);
      if (round.account) await app.signInByApi(accounts[round.account]);
      let loadAfresh = true;
      for (const route of round.routes) {
        await test.step(route.name, async () => {
          const path = await route.path(world);
          if (loadAfresh) await page.goto(path);
          else await navigateInApp(page, path);
          await expectPageSettled(page, language);
          await route.prepare?.(page, world, language);
          // A dialog or menu the route opened stays open across a move inside the app.
          loadAfresh = route.prepare !== undefined;

          const { blocking } = await scanPage(page, testInfo);
          expect
            .soft(
              blocking.map((violation) => violation.id),
              formatViolations(`${route.name}: ${path} (${language})`, blocking),
            )
            .toEqual([]);
        });
      }
    });
  });
});
