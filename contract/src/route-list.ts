/**
 * The contract's routes as a flat list, for tools that walk every route: the OpenAPI check, the
 * mock server's coverage test and the contract runner.
 */
import { type AppRoute, type AppRouter, isAppRoute } from '@ts-rest/core';
import type { RouteMeta } from './meta';

export interface ListedRoute {
  /** Dotted key in the contract, e.g. `cart.addToCart`. */
  key: string;
  route: AppRoute;
  meta: RouteMeta;
}

export function listRoutes(router: AppRouter, prefix = ''): ListedRoute[] {
  return Object.entries(router).flatMap(([name, value]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    if (isAppRoute(value)) return [{ key, route: value, meta: value.metadata as RouteMeta }];
    return listRoutes(value, key);
  });
}

/** `METHOD /path` with ts-rest's `:param` placeholders. */
export const routeSignature = (route: AppRoute) => `${route.method} ${route.path}`;
