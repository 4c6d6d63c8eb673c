/**
 * The mock's router: which route a method and path reach, and which methods a path takes (for 405
 * and `Allow`). Patterns are the contract's (`/api/order/:orderId`) plus a trailing `*` for a
 * folder of files; a static segment wins over a parameter, as in find-my-way (Fastify's router),
 * whose defaults it keeps: no trailing-slash folding, case-sensitive, parameters at most 100
 * characters. Written here rather than taken from find-my-way because it must run in a browser too,
 * and the contract's patterns need no more.
 */
export const MAX_PARAM_LENGTH = 100;

type Segment =
  | { kind: 'static'; text: string }
  | { kind: 'param'; name: string }
  | { kind: 'rest' };

interface Entry<T> {
  readonly pattern: string;
  readonly segments: readonly Segment[];
  readonly value: T;
}

export type RouteLookup<T> =
  | { kind: 'found'; value: T; pattern: string; params: Record<string, string> }
  /** The path is a route's, but not for this method. */
  | { kind: 'method'; allowed: string[] }
  | { kind: 'missing' }
  | { kind: 'refused'; message: string };

const parse = (pattern: string): Segment[] =>
  pattern
    .split('/')
    .slice(1)
    .map((text) =>
      text === '*'
        ? { kind: 'rest' }
        : text.startsWith(':')
          ? { kind: 'param', name: text.slice(1) }
          : { kind: 'static', text },
    );

/** How well an entry fits: static before parameter before rest, segment by segment; -1 = not. */
function fit(segments: readonly Segment[], parts: readonly string[]): number[] | null {
  const score: number[] = [];
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i]!;
    if (segment.kind === 'rest') return i < parts.length ? [...score, 2] : null;
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.kind === 'static') {
      if (segment.text !== part) return null;
      score.push(0);
    } else {
      if (part === '') return null;
      score.push(1);
    }
  }
  return segments.length === parts.length ? score : null;
}

const better = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return a.length > b.length;
};

export class Router<T> {
  private readonly entries = new Map<string, Entry<T>[]>();
  private readonly statics = new Map<string, Map<string, Entry<T>>>();

  add(method: string, pattern: string, value: T): void {
    const segments = parse(pattern);
    const entry = { pattern, segments, value };
    if (segments.every((segment) => segment.kind === 'static')) {
      const byPath = this.statics.get(method) ?? new Map<string, Entry<T>>();
      if (byPath.has(pattern)) throw new Error(`Route ${method} ${pattern} is declared twice`);
      this.statics.set(method, byPath.set(pattern, entry));
      return;
    }
    const list = this.entries.get(method) ?? [];
    if (list.some((other) => other.pattern === pattern)) {
      throw new Error(`Route ${method} ${pattern} is declared twice`);
    }
    this.entries.set(method, [...list, entry]);
  }

  /** The route for `method` at `path` (no query), or why there is none. */
  find(method: string, path: string): RouteLookup<T> {
    let parts: string[];
    try {
      parts = path.split('/').slice(1).map(decodeURIComponent);
    } catch {
      return { kind: 'refused', message: 'params: the path is not valid URL encoding' };
    }
    const found = this.match(method, path, parts);
    if (found) return found;
    const allowed = this.allowedFor(path, parts);
    return allowed.length ? { kind: 'method', allowed } : { kind: 'missing' };
  }

  /** The methods `path` takes, sorted; empty for a path no route has. */
  allowed(path: string): string[] {
    try {
      return this.allowedFor(path, path.split('/').slice(1).map(decodeURIComponent));
    } catch {
      return [];
    }
  }

  private allowedFor(path: string, parts: string[]): string[] {
    const methods = new Set([...this.statics.keys(), ...this.entries.keys()]);
    const found = new Set([...methods].filter((method) => this.match(method, path, parts)));
    if (!found.size) return [];
    // HEAD is answered wherever GET is, and OPTIONS everywhere (CORS).
    if (found.has('GET')) found.add('HEAD');
    found.add('OPTIONS');
    return [...found].sort();
  }

  private match(method: string, path: string, parts: string[]): RouteLookup<T> | null {
    const exact = this.statics.get(method)?.get(path);
    if (exact) return { kind: 'found', value: exact.value, pattern: exact.pattern, params: {} };
    let best: { entry: Entry<T>; score: number[] } | null = null;
    for (const entry of this.entries.get(method) ?? []) {
      const score = fit(entry.segments, parts);
      if (score && (!best || better(score, best.score))) best = { entry, score };
    }
    if (!best) return null;
    const params: Record<string, string> = {};
    const raw = path.split('/').slice(1);
    best.entry.segments.forEach((segment, i) => {
      if (segment.kind === 'param') params[segment.name] = parts[i]!;
      if (segment.kind === 'rest') params['*'] = parts.slice(i).join('/');
    });
    const tooLong = best.entry.segments.some(
      (segment, i) => segment.kind === 'param' && raw[i]!.length > MAX_PARAM_LENGTH,
    );
    if (tooLong) {
      return {
        kind: 'refused',
        message: `params: a path parameter is longer than ${MAX_PARAM_LENGTH} characters`,
      };
    }
    return { kind: 'found', value: best.entry.value, pattern: best.entry.pattern, params };
  }
}
