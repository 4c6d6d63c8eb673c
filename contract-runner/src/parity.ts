/**
 * Two runs of the runner compared, for two hosts of one API that must answer alike (the mock's
 * Fastify server and its browser host, issue 40): the same cases with the same outcomes and
 * statuses, and, call by call, the same JSON answers once each host's own address is taken out.
 * Each difference is one line naming the case and, for an answer, the first JSON path that differs.
 */
import type { ObservedCall } from './options';
import type { Report } from './report';

/** A run as the comparison reads it: its report and every checked call in the order made. */
export interface HostRun {
  /** Names the run in the differences (`server`, `browser`). */
  host: string;
  report: Report;
  calls: readonly ObservedCall[];
}

const caseKey = (c: { routeKey: string; kind: string; name: string }) =>
  `${c.routeKey} ${c.kind} "${c.name}"`;

/** Every case of a report as `key: outcome status [checks]`, sorted. */
function caseLines(report: Report): string[] {
  return [...report.groups.spec.results, ...report.groups.assumed.results]
    .flatMap((route) =>
      route.cases.map((c) => {
        const checks = c.issues.map((issue) => issue.check).join(',');
        return `${caseKey(c)} as ${c.identity}: ${c.outcome} ${c.status ?? '-'}${checks ? ` [${checks}]` : ''}`;
      }),
    )
    .sort();
}

/** Lines in `a` not matched by one in `b` (a multiset difference). */
function missingFrom(a: readonly string[], b: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const line of b) left.set(line, (left.get(line) ?? 0) + 1);
  return a.filter((line) => {
    const count = left.get(line) ?? 0;
    if (count > 0) left.set(line, count - 1);
    return count === 0;
  });
}

/** The JSON with the host's own address replaced, so that links compare across hosts. */
function normalised(json: unknown, baseUrl: string): unknown {
  if (json === undefined) return undefined;
  return JSON.parse(JSON.stringify(json).replaceAll(baseUrl, '<host>')) as unknown;
}

const show = (value: unknown) =>
  value === undefined ? 'missing' : JSON.stringify(value).slice(0, 120);

/** The first path at which two JSON values differ, with both values; null when equal. */
export function firstDifference(a: unknown, b: unknown, path = '$'): string | null {
  if (Object.is(a, b)) return null;
  const bothObjects = typeof a === 'object' && a !== null && typeof b === 'object' && b !== null;
  if (!bothObjects || Array.isArray(a) !== Array.isArray(b)) {
    return `${path}: ${show(a)} vs ${show(b)}`;
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length !== b.length) {
    return `${path}: ${a.length} items vs ${b.length}`;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const at = Array.isArray(a) ? `${path}[${key}]` : `${path}.${key}`;
    const found = firstDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      at,
    );
    if (found) return found;
  }
  return null;
}

/** How two runs differ, one line per difference; empty when the hosts answered alike. */
export function compareRuns(a: HostRun, b: HostRun): string[] {
  const differences: string[] = [];
  const counts = ({ host, report: { summary } }: HostRun) =>
    `${host} ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`;
  if (JSON.stringify(a.report.summary) !== JSON.stringify(b.report.summary)) {
    differences.push(`summary: ${counts(a)}; ${counts(b)}`);
  }
  const [linesA, linesB] = [caseLines(a.report), caseLines(b.report)];
  for (const line of missingFrom(linesA, linesB)) differences.push(`only ${a.host}: ${line}`);
  for (const line of missingFrom(linesB, linesA)) differences.push(`only ${b.host}: ${line}`);

  if (a.calls.length !== b.calls.length) {
    differences.push(`calls: ${a.host} made ${a.calls.length}, ${b.host} ${b.calls.length}`);
  }
  const length = Math.min(a.calls.length, b.calls.length);
  for (let i = 0; i < length; i += 1) {
    const [callA, callB] = [a.calls[i]!, b.calls[i]!];
    const label = `call ${i + 1} ${caseKey(callA)}`;
    if (caseKey(callA) !== caseKey(callB)) {
      differences.push(`${label}: ${b.host} made ${caseKey(callB)} instead`);
      // The runs went apart; what follows would repeat it.
      break;
    }
    if (callA.status !== callB.status) {
      differences.push(`${label}: status ${a.host} ${callA.status}, ${b.host} ${callB.status}`);
    }
    const difference = firstDifference(
      normalised(callA.json, a.report.baseUrl),
      normalised(callB.json, b.report.baseUrl),
    );
    if (difference) differences.push(`${label}: ${a.host} vs ${b.host} at ${difference}`);
  }
  return differences;
}
