/**
 * A screenshot of every story of a Ladle build at 360 px and 1280 px, for visual review
 * (`pnpm stories:shots`, and both sides of `pnpm stories:diff`). Not a test: pixels differ from one
 * machine to another (fonts, GPU-less rasterising), but not between two runs on one machine: the
 * clock is frozen (story-page.ts), animations, transitions and the caret are off, and each shot
 * waits for the story's settled state, its fonts and its pictures.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { withStoryPages } from './check-stories';
import { readStories, type LadleStory } from './ladle-stories';
import { serveDirectory } from './static-server';
import { launchBrowser, PHONE_WIDTH } from './story-page';

export const SHOT_WIDTHS = [PHONE_WIDTH, 1280] as const;

/** `<story id>--<width>.png` */
export const shotFile = (storyId: string, width: number) => `${storyId}--${width}.png`;

/** Once the story has settled: its fonts loaded and its pictures decoded. */
async function readyToShoot(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images, (image) => image.decode().catch(() => undefined)),
    );
  });
}

export interface ShotsOptions {
  buildDir: string;
  outDir: string;
  pages?: number;
  filter?: string;
}

export interface ShotsRun {
  stories: LadleStory[];
  shots: number;
  seconds: number;
}

export async function takeShots(options: ShotsOptions): Promise<ShotsRun> {
  const stories = readStories(options.buildDir).filter(
    (story) => !options.filter || story.id.includes(options.filter),
  );
  rmSync(options.outDir, { recursive: true, force: true });
  mkdirSync(options.outDir, { recursive: true });
  // The browser first: when none is found, nothing is left open to keep the process from exiting.
  const browser = await launchBrowser();
  const server = await serveDirectory(options.buildDir);
  const started = performance.now();
  try {
    for (const width of SHOT_WIDTHS) {
      await withStoryPages(
        browser,
        { baseUrl: server.url, width, still: true },
        options.pages ?? 3,
        stories,
        async (storyPage, story) => {
          const { settled } = await storyPage.show(story.id);
          if (!settled && !story.meta.shows) {
            console.warn(`${story.id} did not settle: its shot may vary`);
          }
          await readyToShoot(storyPage.page);
          await storyPage.page.screenshot({
            path: join(options.outDir, shotFile(story.id, width)),
            fullPage: true,
            animations: 'disabled',
            caret: 'hide',
          });
          await storyPage.takeErrors();
        },
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return {
    stories,
    shots: stories.length * SHOT_WIDTHS.length,
    seconds: (performance.now() - started) / 1000,
  };
}
