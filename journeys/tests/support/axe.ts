/**
 * The accessibility check of a page: axe-core with the WCAG 2.0 and 2.1 A and AA rules, failing on
 * serious and critical violations, reported so that a reader can fix them without opening a trace.
 *
 * axe runs in the page itself (its source injected once per document, then `axe.run`): about a
 * third of a second on a list page, where @axe-core/playwright's frame-by-frame run, finished in a
 * second blank page, took two to three. The app renders no iframes of its own (the customer-chat
 * widget is off in tests), so nothing is missed.
 *
 * Text in the very colour of its background is not a violation to axe but "needs review"
 * (color-contrast, `equalRatio`), so a scan alone lets invisible text through: it is counted here
 * as the serious contrast failure it is.
 *
 * Axe describes every element a rule looked at (its HTML, serialized with all it contains, and a
 * selector unique in the page), though only what fails is read: on pages that pass, about a third
 * of its time. So it runs first without describing (`noHtml`, `selectors: false`), with the same
 * rules on the same page, and runs again in full, for the report, only when that run found
 * something to report.
 */
import type { Page, TestInfo } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const blockingImpacts = new Set(['serious', 'critical']);

type Violation = Result;

export const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface ScanResult {
  blocking: Violation[];
  /** Minor and moderate ones: attached to the report, not failing. */
  others: Violation[];
}

export async function scanPage(page: Page, testInfo: TestInfo): Promise<ScanResult> {
  const { violations, ...result } = await scanForViolations(page);
  await testInfo.attach('axe-violations.json', {
    body: JSON.stringify(violations, null, 2),
    contentType: 'application/json',
  });
  return result;
}

/**
 * Whether the page can be scanned, run in the page: every finite animation is over (a dialog or
 * drawer mid-transition blends its colours with the overlay's; a skeleton's endless shimmer is not
 * waited for), and every open dialog, menu or list of options is fully opaque with its ancestors
 * (a transition may start after the animation check: a menu's label mid-fade read 4.15:1).
 */
export function readyToScan(): boolean {
  const animationsOver = document
    .getAnimations()
    .every(
      (animation) =>
        animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
    );
  return (
    animationsOver &&
    Array.from(document.querySelectorAll('[role="dialog"], [role="menu"], [role="listbox"]')).every(
      (popup) => {
        for (let node: Element | null = popup; node; node = node.parentElement) {
          if (getComputedStyle(node).opacity !== '1') return false;
        }
        return true;
      },
    )
  );
}

/** What `axe.run` is given: the rules of `axeTags`, and only the results the scan reads. */
export const axeRunOptions = {
  runOnly: { type: 'tag', values: axeTags },
  resultTypes: ['violations', 'incomplete'],
} as const;

/** An `axe.run` result sorted into what fails and what is only reported. */
export function sortViolations(
  results: Pick<AxeResults, 'violations' | 'incomplete'>,
): ScanResult & { violations: Violation[] } {
  const blocking = results.violations.filter((v) => blockingImpacts.has(v.impact ?? ''));
  const invisible = invisibleText(results.incomplete);
  if (invisible) blocking.push(invisible);
  const others = results.violations.filter((v) => !blockingImpacts.has(v.impact ?? ''));
  return { blocking, others, violations: results.violations };
}

/** The axe of a page this module injected `axeSource` into. */
interface InjectedAxe {
  configure: (spec: { noHtml: boolean }) => void;
  reset: () => void;
  run: (context: Document, options: object) => Promise<AxeResults>;
}

/**
 * Runs axe in the page (passed to `page.evaluate`, or injected as source), its elements described
 * (their HTML and selectors) or not: describing every element it checks is about a third of a
 * scan, and a page that passes needs none of it. Only the results the scan reads come back.
 */
export async function runAxeInPage({
  options,
  described,
}: {
  options: typeof axeRunOptions;
  described: boolean;
}): Promise<Pick<AxeResults, 'violations' | 'incomplete'>> {
  const axe = (window as unknown as { axe: InjectedAxe }).axe;
  // `noHtml` is configured, not a run's option: reset puts it back to describing.
  if (described) axe.reset();
  else axe.configure({ noHtml: true });
  const { violations, incomplete } = await axe.run(
    document,
    described ? options : { ...options, selectors: false },
  );
  return { violations, incomplete };
}

/** Whether a run whose elements were not described found something to report (run it described). */
export function foundSomething(results: Pick<AxeResults, 'violations' | 'incomplete'>): boolean {
  return results.violations.length > 0 || invisibleText(results.incomplete) !== null;
}

function runAxe(page: Page, described: boolean) {
  return page.evaluate(runAxeInPage, { options: axeRunOptions, described });
}

/** The scan itself, outside a Playwright test. */
export async function scanForViolations(
  page: Page,
): Promise<ScanResult & { violations: Violation[] }> {
  await page.waitForFunction(readyToScan);
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axeSource);
  const quick = await runAxe(page, false);
  return sortViolations(foundSomething(quick) ? await runAxe(page, true) : quick);
}

/** The color-contrast checks axe left for review because text and background are one colour. */
function invisibleText(incomplete: Violation[]): Violation | null {
  const contrast = incomplete.find((result) => result.id === 'color-contrast');
  const nodes = (contrast?.nodes ?? []).filter((node) =>
    node.any.some(
      (check) => (check.data as { messageKey?: string } | null)?.messageKey === 'equalRatio',
    ),
  );
  return contrast && nodes.length > 0 ? { ...contrast, impact: 'serious', nodes } : null;
}

/** One violation per paragraph: rule, impact, what it asks for, and each offending element. */
export function formatViolations(where: string, violations: Violation[]): string {
  const lines = [
    `${violations.length} serious or critical accessibility violation(s) on ${where}:`,
  ];
  for (const violation of violations) {
    lines.push(
      '',
      `[${violation.impact}] ${violation.id}: ${violation.help}`,
      `  ${violation.helpUrl}`,
    );
    for (const node of violation.nodes.slice(0, 8)) {
      lines.push(`  - target: ${node.target.join(' ')}`);
      const summary = node.failureSummary?.split('\n').slice(1).join('; ').trim();
      if (summary) lines.push(`    ${summary}`);
    }
    if (violation.nodes.length > 8) lines.push(`  … and ${violation.nodes.length - 8} more`);
  }
  return lines.join('\n');
}
