/**
 * An axe scan of every route of SPEC §2 in ko, en and es: no serious or critical violation of
 * WCAG 2.0 / 2.1 A and AA. One test per route (its own world, signed in as the route says) loads the
 * page afresh in each language; every language is checked and reported before the test fails.
 */
import { accounts } from './support/env';
import { storageKeys, expect, test } from './fixtures';
import { formatViolations, scanPage } from './support/axe';
import { languages } from './support/locales';
import { expectPageSettled } from './support/page-ready';
import { sweptRoutes } from './support/sweep';

for (const route of sweptRoutes) {
  test(`${route.name}: no serious or critical axe violations in ko, en and es`, async ({
    page,
    world,
    app,
  }, testInfo) => {
    // Three loads and three scans: more than one journey's time.
    testInfo.setTimeout(testInfo.timeout * 3);
    if (route.signedInAs) await app.signInByApi(accounts[route.signedInAs]);
    const path = await route.path(world);
    for (const language of languages) {
      await test.step(`${path} in ${language}`, async () => {
        if (language === languages[0]) {
          await page.goto(path);
        } else {
          await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
            storageKeys.language,
            JSON.stringify(language),
          ] as const);
          await page.reload();
        }
        await expectPageSettled(page, language);
        await route.prepare?.(page, world, language);

        const { blocking } = await scanPage(page, testInfo);
        expect
          .soft(
            blocking.map((violation) => violation.id),
            formatViolations(`${path} (${language})`, blocking),
          )
          .toEqual([]);
      });
    }
  });
}
