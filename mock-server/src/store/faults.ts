/**
 * Injected faults of one session: latency or a failure for the requests that match a route pattern.
 * They let the web app's loading and error states, and the e2e journeys through them, be shown on
 * demand instead of by luck.
 */
import type { ErrorCode } from '@market/contract';

interface FaultBase {
  id: number;
  /**
   * A route as Fastify declares it (`/api/order/:id/view`) or a path with `*` wildcards
   * (`/api/order/*`); either matches.
   */
  pattern: string;
  /** Upper-case HTTP method; null matches every method. */
  method: string | null;
  /** How many more requests it applies to; null = until cleared. */
  remaining: number | null;
}

export interface LatencyFault extends FaultBase {
  kind: 'latency';
  latencyMs: number;
}

export interface FailureFault extends FaultBase {
  kind: 'failure';
  status: number;
  code: ErrorCode;
  message: string;
}

export type Fault = LatencyFault | FailureFault;
export type NewFault = Omit<LatencyFault, 'id'> | Omit<FailureFault, 'id'>;

/** What a request needs to be matched against a fault. */
export interface RequestTarget {
  method: string;
  /** The path without the query string. */
  path: string;
  /** The route pattern Fastify matched, if any. */
  routeUrl: string | undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

function globToRegExp(pattern: string): RegExp {
  return new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`);
}

export function faultMatches(fault: Fault, target: RequestTarget): boolean {
  if (fault.method !== null && fault.method !== target.method) return false;
  if (fault.pattern === target.routeUrl || fault.pattern === target.path) return true;
  return fault.pattern.includes('*') && globToRegExp(fault.pattern).test(target.path);
}

export class FaultList {
  private faults: Fault[] = [];
  private nextId = 1;

  add(fault: NewFault): Fault {
    const added = { ...fault, id: this.nextId++ } as Fault;
    this.faults.push(added);
    return added;
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  clear(): void {
    this.faults = [];
  }

  /** Removes one fault; false when there is none with this id. */
  remove(id: number): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((fault) => fault.id !== id);
    return this.faults.length < before;
  }

  /**
   * The faults that apply to a request, in the order they were added, each counted as used once.
   * A fault whose count runs out is removed.
   */
  take(target: RequestTarget): Fault[] {
    if (this.faults.length === 0) return [];
    const hits = this.faults.filter((fault) => faultMatches(fault, target));
    for (const fault of hits) {
      if (fault.remaining !== null) fault.remaining -= 1;
    }
    if (hits.some((fault) => fault.remaining === 0)) {
      this.faults = this.faults.filter((fault) => fault.remaining !== 0);
    }
    return hits;
  }
}
