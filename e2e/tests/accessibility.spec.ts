/**
 * An axe scan of every route of SPEC §2: no serious or critical violation of WCAG 2.0 / 2.1 A and
 * AA. One test per route (its own world, signed in as the route says) loads the page once, in one
 * language: the languages take turns down the list, so each area's routes are scanned in ko, en
 * and es, and the chrome every page shares (header, menus, footer) in all three. Axe's rules read
 * the page's structure, names and colours, which one language's text does not change; that every
 * text exists in every language is the locale tests' job (web/src/locales). Scanning every route
 * in all three languages took about 60 % of the browser journeys' time for no finding of its own.
 */
import { accounts } from './support/env';
import { expect, test } from './fixtures';
import { formatViolations, scanPage } from './support/axe';
import { languages } from './support/locales';
import { expectPageSettled } from './support/page-ready';
import { sweptRoutes } from './support/sweep';

sweptRoutes.forEach((route, index) => {
  const language = languages[index % languages.length]!;
  test.describe(() => {
    test.use({ language });
    test(`${route.name}: no serious or critical axe violations (${language})`, async ({
      page,
      world,
      app,
    }, testInfo) => {
      if (route.signedInAs) await app.signInByApi(accounts[route.signedInAs]);
      const path = await route.path(world);
      await page.goto(path);
      await expectPageSettled(page, language);
      await route.prepare?.(page, world, language);

      const { blocking } = await scanPage(page, testInfo);
      expect(
        blocking.map((violation) => violation.id),
        formatViolations(`${path} (${language})`, blocking),
      ).toEqual([]);
    });
  });
});
