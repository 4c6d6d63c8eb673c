/**
 * The story runner's check: every story of a Ladle build, in Chromium at 360 px, must render
 * without an error or a console error, pass axe (no serious or critical violation), show something,
 * and keep its text inside its boxes. Stories run in parallel pages of one browser.
 */
import type { Browser } from '@playwright/test';
import type { Result } from 'axe-core';
import {
  axeRunOptions,
  axeSource,
  formatViolations,
  foundSomething,
  readyToScan,
  runAxeInPage,
  sortViolations,
} from '@market/journeys/support/axe';
import { readStories, type LadleStory } from './ladle-stories';
import { pageFindings, type Overflow, type PageFindings } from './page-checks';
import { serveDirectory } from './static-server';
import {
  launchBrowser,
  PHONE_WIDTH,
  StoryPage,
  type PageError,
  type StoryPageOptions,
} from './story-page';

export interface StoryProblem {
  check: 'error' | 'axe' | 'blank' | 'overflow' | 'settle';
  message: string;
}

export interface StoryResult {
  story: LadleStory;
  problems: StoryProblem[];
  /** Time from asking for the story to the end of its checks. */
  ms: number;
}

export interface CheckRun {
  results: StoryResult[];
  seconds: number;
  pages: number;
}

export interface CheckOptions {
  buildDir: string;
  /** Pages open at once; default 3 (measured best on two cores: see decision 029). */
  pages?: number;
  /** Only the stories whose id contains this. */
  filter?: string;
  onResult?: (result: StoryResult) => void;
}

function errorProblems(story: LadleStory, errors: PageError[]): StoryProblem[] {
  if (errors.length === 0 || story.meta.errorOnPurpose) return [];
  return errors.map((error) => ({
    check: 'error' as const,
    message: `${error.kind === 'console' ? 'console error' : error.kind === 'exception' ? 'uncaught exception' : 'failed request'}: ${error.text.split('\n').slice(0, 3).join('\n    ')}`,
  }));
}

function axeProblems(story: LadleStory, blocking: Result[]): StoryProblem[] {
  return blocking.length === 0
    ? []
    : [{ check: 'axe', message: formatViolations(story.id, blocking) }];
}

function overflowProblems(overflows: Overflow[]): StoryProblem[] {
  return overflows.map((overflow) => ({
    check: 'overflow' as const,
    message: `text "${overflow.text}" sticks out of ${overflow.box} by ${overflow.by} px at ${PHONE_WIDTH} px`,
  }));
}

declare global {
  interface Window {
    __storyChecks?: {
      readyToScan: () => boolean;
      pageFindings: () => PageFindings;
      runAxe: typeof runAxeInPage;
    };
  }
}

/** What each load of a checked page runs before Ladle: axe and the checks, ready to call. */
const checkScripts = [
  axeSource,
  `window.__storyChecks = { readyToScan: ${String(readyToScan)}, pageFindings: ${String(pageFindings)}, runAxe: ${String(runAxeInPage)} };`,
];

/** A bound on the wait for animations and popups to end (a story would rather fail than hang). */
const SCAN_WAIT_FRAMES = 600;

/**
 * Axe and the page's own checks, in one round trip to the page: once every finite animation is
 * over and every popup opaque (the e2e scan's wait), axe's scan with its elements not described,
 * then whether the story shows something and keeps its text in its boxes. A scan that found
 * something is run again, described, for the report (journeys/tests/support/axe.ts).
 */
async function inspect(storyPage: StoryPage) {
  const { axe, findings } = await storyPage.page.evaluate(
    async ({ options, frames }) => {
      const checks = window.__storyChecks!;
      for (let frame = 0; frame < frames && !checks.readyToScan(); frame += 1) {
        await new Promise(requestAnimationFrame);
      }
      const axe = await checks.runAxe({ options, described: false });
      return { axe, findings: checks.pageFindings() };
    },
    { options: axeRunOptions, frames: SCAN_WAIT_FRAMES },
  );
  if (!foundSomething(axe)) return { axe, findings };
  const described = await storyPage.page.evaluate(
    (options) => window.__storyChecks!.runAxe({ options, described: true }),
    axeRunOptions,
  );
  return { axe: described, findings };
}

export async function checkStory(storyPage: StoryPage, story: LadleStory): Promise<StoryProblem[]> {
  const { settled } = await storyPage.show(story.id);
  const problems: StoryProblem[] = [];
  if (!settled && !story.meta.shows) {
    problems.push({
      check: 'settle',
      message: 'never settled (a Suspense fallback still shown, or requests still in flight)',
    });
  }
  const { axe, findings } = await inspect(storyPage);
  problems.push(...axeProblems(story, sortViolations(axe).blocking));
  if (!story.meta.shows && !findings.showsSomething) {
    problems.push({
      check: 'blank',
      message:
        "shows nothing visible (no text, picture or control); a skeleton or empty state says so in its meta: { shows: 'skeleton' | 'empty' }",
    });
  }
  problems.push(...overflowProblems(findings.overflows));
  problems.unshift(...errorProblems(story, await storyPage.takeErrors()));
  // A story that failed may have broken Ladle's page for the next one (once a story throws, its
  // error boundary shows nothing for good); one whose error its meta explains (a failed call) has not.
  if (problems.some((problem) => /^(error|blank|settle)$/.test(problem.check))) {
    storyPage.reloadBeforeNext();
  }
  return problems;
}

/** Runs `work` on each item with `pages` story pages, each taking the next item when free. */
export async function withStoryPages<T>(
  browser: Browser,
  pageOptions: StoryPageOptions,
  pages: number,
  items: T[],
  work: (storyPage: StoryPage, item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(pages, items.length) }, async () => {
      const storyPage = await StoryPage.open(browser, pageOptions);
      try {
        while (next < items.length) await work(storyPage, items[next++]!);
      } finally {
        await storyPage.close();
      }
    }),
  );
}

export async function checkStories(options: CheckOptions): Promise<CheckRun> {
  const stories = readStories(options.buildDir).filter(
    (story) => !options.filter || story.id.includes(options.filter),
  );
  const pages = options.pages ?? 3;
  // The browser first: when none is found, nothing is left open to keep the process from exiting.
  const browser = await launchBrowser();
  const server = await serveDirectory(options.buildDir);
  const started = performance.now();
  const results: StoryResult[] = [];
  try {
    const pageOptions = { baseUrl: server.url, width: PHONE_WIDTH, scripts: checkScripts };
    await withStoryPages(browser, pageOptions, pages, stories, async (storyPage, story) => {
      const start = performance.now();
      const result = {
        story,
        problems: await checkStory(storyPage, story),
        ms: Math.round(performance.now() - start),
      };
      results.push(result);
      options.onResult?.(result);
    });
  } finally {
    await browser.close();
    await server.close();
  }
  results.sort((a, b) => a.story.id.localeCompare(b.story.id));
  return { results, seconds: (performance.now() - started) / 1000, pages };
}

export function formatCheckRun(run: CheckRun): string {
  const failed = run.results.filter((result) => result.problems.length > 0);
  const lines: string[] = [];
  for (const { story, problems } of failed) {
    lines.push('', `✗ ${story.id} (${story.filePath})`);
    for (const problem of problems) lines.push(`  [${problem.check}] ${problem.message}`);
  }
  const count = run.results.length;
  lines.push(
    '',
    `${count - failed.length} passed, ${failed.length} failed: ${count} stories in ${run.seconds.toFixed(1)} s ` +
      `(${(count / run.seconds).toFixed(1)} stories/s, ${run.pages} pages)`,
  );
  return lines.join('\n');
}
