/**
 * Which methods a path takes, for the two answers that name them (RFC 9110): 405 with `Allow` for a
 * method a known path does not take, and `Allow` on an OPTIONS answer. Fastify's router answers a
 * lookup for one method only, so every route is also added, as it is declared, to a router of our
 * own (find-my-way, the one Fastify uses, with Fastify's defaults) that is asked once per method.
 * CORS's catch-all `OPTIONS *` is left out: it would make every path look known.
 */
import FindMyWay from 'find-my-way';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';

const CATCH_ALL = '*';

type RouterMethod = Parameters<ReturnType<typeof FindMyWay>['find']>[0];

export interface RouteMethods {
  /** The methods `url` (a path, with or without its query) takes; empty for an unknown path. */
  allowed(url: string): string[];
}

/** Starts recording the app's routes; call before any route is declared. */
export function recordRouteMethods(app: FastifyInstance): RouteMethods {
  const router = FindMyWay();
  const methods = new Set<RouterMethod>();
  const declared = new Set<string>();
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.url === CATCH_ALL) return;
    const routeMethods = ([] as HTTPMethods[]).concat(route.method);
    for (const method of routeMethods.map((m) => m.toUpperCase() as RouterMethod)) {
      // Fastify declares a GET route's HEAD twin itself; a route is never added twice.
      const key = `${method} ${route.url}`;
      if (declared.has(key)) continue;
      declared.add(key);
      methods.add(method);
      router.on(method, route.url, () => undefined);
    }
  });
  return {
    allowed(url) {
      const path = url.split('?')[0]!;
      const found = new Set<string>(
        [...methods].filter((method) => router.find(method, path) !== null),
      );
      if (!found.size) return [];
      // Fastify answers HEAD wherever it answers GET, and CORS answers OPTIONS everywhere.
      if (found.has('GET')) found.add('HEAD');
      found.add('OPTIONS');
      return [...found].sort();
    },
  };
}
