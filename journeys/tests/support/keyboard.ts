/** Keyboard-only movement through a page, as a visitor without a mouse moves. */
import type { Locator, Page } from '@playwright/test';

/**
 * Presses Tab until `target` has the focus, at most `maxPresses` times; fails when it never
 * receives it (unreachable by keyboard, or further away than a visitor would reasonably go).
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  await target.waitFor();
  for (let press = 1; press <= maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`${target} not reached in ${maxPresses} Tab presses; focus is on ${focused}`);
}
