/**
 * The run's report: results grouped by route, routes grouped `spec` (SPEC §7 names them) and
 * `assumed` (our guesses, which a real API confirms or not), as JSON for CI and as text with one
 * line per issue and a last line `N passed, N failed, N skipped` counting the checked requests.
 */
import { type ListedRoute, routeSignature } from '@market/contract';
import type { CaseResult, Outcome } from './types';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

export interface RouteReport {
  key: string;
  signature: string;
  source: 'spec' | 'assumed';
  auth: string;
  writes: boolean;
  outcome: Outcome;
  cases: CaseResult[];
}

export interface GroupReport {
  /** Routes by outcome: failed if any case failed, skipped if every case was. */
  routes: Counts;
  cases: Counts;
  results: RouteReport[];
}

export interface Report {
  baseUrl: string;
  allowWrites: boolean;
  only: string | null;
  startedAt: string;
  durationMs: number;
  /** Every case of the run. */
  summary: Counts;
  groups: { spec: GroupReport; assumed: GroupReport };
  /** Listing routes discovery could not read, by route key. */
  discoveryNotes: Record<string, string>;
  /** What the write journeys created and could not remove. */
  leftBehind: string[];
}

const count = (outcomes: Outcome[]): Counts => ({
  passed: outcomes.filter((o) => o === 'passed').length,
  failed: outcomes.filter((o) => o === 'failed').length,
  skipped: outcomes.filter((o) => o === 'skipped').length,
});

function routeOutcome(cases: CaseResult[]): Outcome {
  if (cases.some((c) => c.outcome === 'failed')) return 'failed';
  if (cases.some((c) => c.outcome === 'passed')) return 'passed';
  return 'skipped';
}

export interface ReportInput {
  routes: ListedRoute[];
  results: CaseResult[];
  baseUrl: string;
  allowWrites: boolean;
  only?: string;
  startedAt: Date;
  finishedAt: Date;
  discoveryNotes: Record<string, string>;
  leftBehind: string[];
}

export function buildReport(input: ReportInput): Report {
  const group = (source: 'spec' | 'assumed'): GroupReport => {
    const results: RouteReport[] = [];
    for (const { key, route, meta } of input.routes) {
      if (meta.source !== source) continue;
      const cases = input.results.filter((result) => result.routeKey === key);
      if (!cases.length) continue;
      results.push({
        key,
        signature: routeSignature(route),
        source,
        auth: meta.auth,
        writes: meta.writes,
        outcome: routeOutcome(cases),
        cases,
      });
    }
    return {
      routes: count(results.map((r) => r.outcome)),
      cases: count(results.flatMap((r) => r.cases.map((c) => c.outcome))),
      results,
    };
  };
  return {
    baseUrl: input.baseUrl,
    allowWrites: input.allowWrites,
    only: input.only ?? null,
    startedAt: input.startedAt.toISOString(),
    durationMs: input.finishedAt.getTime() - input.startedAt.getTime(),
    summary: count(input.results.map((r) => r.outcome)),
    groups: { spec: group('spec'), assumed: group('assumed') },
    discoveryNotes: input.discoveryNotes,
    leftBehind: input.leftBehind,
  };
}

const countsText = (c: Counts) =>
  `${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`;

/** `GET /api/coupon/:seq/view (catalogue.getCoupon)` */
export const routeName = (route: Pick<RouteReport, 'signature' | 'key'>) =>
  `${route.signature} (${route.key})`;

function caseLines(route: RouteReport): string[] {
  const lines: string[] = [];
  for (const c of route.cases) {
    const name = c.kind === 'route' ? '' : ` ${c.name}`;
    if (c.outcome === 'failed') {
      const status = c.status ? ` [${c.status}]` : '';
      for (const issue of c.issues) {
        lines.push(`  FAIL ${routeName(route)}${name}${status}: ${issue.check}: ${issue.message}`);
      }
    }
  }
  for (const c of route.cases) {
    if (c.outcome !== 'skipped') continue;
    const name = c.kind === 'route' ? '' : ` ${c.name}`;
    lines.push(`  SKIP ${routeName(route)}${name}: ${c.skipReason ?? 'skipped'}`);
  }
  return lines;
}

export function formatReport(report: Report, reportPath?: string): string {
  const lines = [
    `Contract check of ${report.baseUrl} (${report.allowWrites ? 'with write journeys' : 'read-only'}${report.only ? `, only ${report.only}` : ''})`,
  ];
  const notes = Object.entries(report.discoveryNotes);
  if (notes.length) {
    lines.push('', 'Discovery could not read (routes needing these ids are skipped):');
    for (const [key, note] of notes) lines.push(`  ${note} (${key})`);
  }
  for (const source of ['spec', 'assumed'] as const) {
    const group = report.groups[source];
    const total = group.results.length;
    lines.push(
      '',
      `${source} routes (${total}): ${countsText(group.routes)}; requests: ${countsText(group.cases)}`,
    );
    for (const route of group.results) lines.push(...caseLines(route));
  }
  if (report.leftBehind.length) {
    lines.push('', 'Left behind by the write journeys:');
    for (const item of report.leftBehind) lines.push(`  ${item}`);
  }
  if (reportPath) lines.push('', `JSON report: ${reportPath}`);
  lines.push(countsText(report.summary));
  return lines.join('\n');
}
