/**
 * The accessibility check of a page: axe-core with the WCAG 2.0 and 2.1 A and AA rules, failing on
 * serious and critical violations, reported so that a reader can fix them without opening a trace.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';

export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const blockingImpacts = new Set(['serious', 'critical']);

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

export interface ScanResult {
  blocking: Violation[];
  /** Minor and moderate ones: attached to the report, not failing. */
  others: Violation[];
}

export async function scanPage(page: Page, testInfo: TestInfo): Promise<ScanResult> {
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  await testInfo.attach('axe-violations.json', {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const blocking = results.violations.filter((v) => blockingImpacts.has(v.impact ?? ''));
  const others = results.violations.filter((v) => !blockingImpacts.has(v.impact ?? ''));
  return { blocking, others };
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
