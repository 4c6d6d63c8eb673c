/**
 * Query parameters a route does not list are refused (decision 029), as unknown body fields are:
 * `?pgae=2` answers 400 naming `query.pgae` instead of silently serving page 1. A route with no
 * query schema takes no parameter at all.
 */
import { isZodSchema, objectShape } from '@market/contract';

const namesByRoute = new WeakMap<object, ReadonlySet<string>>();

function parameterNames(route: { query?: unknown }): ReadonlySet<string> {
  let names = namesByRoute.get(route);
  if (!names) {
    const shape = isZodSchema(route.query) ? objectShape(route.query) : null;
    names = new Set(Object.keys(shape ?? {}));
    namesByRoute.set(route, names);
  }
  return names;
}

/** The names in `query` that the route does not list. */
export function unknownQueryNames(route: { query?: unknown }, query: object): string[] {
  const names = parameterNames(route);
  return Object.keys(query).filter((name) => !names.has(name));
}
