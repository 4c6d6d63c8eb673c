/**
 * Global setup of the devtools run: once the servers answer, load a page of the dev server in a
 * browser and wait until the drawer's button shows. The dev server compiles modules (and may
 * optimise dependencies, reloading the page) on its first visits; on a loaded machine that first
 * visit can outlast a test's expectations, so it happens here, waited for by state, not in a test.
 */
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../src/browser';
import { tr } from '../tests/support/locales';
import { WEB_URL } from '../tests/support/env';

export default async function warmUp() {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ locale: 'ko-KR' });
    // Not until `load`: the first load's modules can take longer to compile than goto's 30 s.
    await page.goto(`${WEB_URL}/ecoupons`, { waitUntil: 'commit' });
    await page
      .getByRole('button', { name: tr('ko', 'devtools:open') })
      .waitFor({ state: 'visible', timeout: 180_000 });
  } finally {
    await browser.close();
  }
}
