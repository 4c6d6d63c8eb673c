/**
 * An axe scan of every public route of SPEC §2 in each language: no serious or critical violation
 * of WCAG 2.0 / 2.1 A and AA. Each route and language is its own test (its own world), so a report
 * names exactly what fails.
 */
import { expect, test } from './fixtures';
import { formatViolations, scanPage } from './support/axe';
import { languages } from './support/locales';
import { expectPageSettled } from './support/page-ready';
import { publicRoutes } from './support/public-routes';

for (const language of languages) {
  test.describe(`accessibility in ${language}`, () => {
    test.use({ language });

    for (const route of publicRoutes) {
      test(`${route.name} has no serious or critical axe violations`, async ({
        page,
        world,
      }, testInfo) => {
        const path = await route.path(world);
        await page.goto(path);
        await expectPageSettled(page, language);

        const { blocking } = await scanPage(page, testInfo);
        expect(
          blocking.map((violation) => violation.id),
          formatViolations(`${path} (${language})`, blocking),
        ).toEqual([]);
      });
    }
  });
}
