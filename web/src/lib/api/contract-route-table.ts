/**
 * The part of a ts-rest contract the client reads at run time: each route's method, path and
 * content type (ts-rest looks up `responses` only to validate, which the client does not). The
 * production build ships this table instead of the contract's Zod schemas (vite.config.ts), which
 * keeps them out of the first load; types still come from the real contract.
 */
export interface RouteEntry {
  method: string;
  path: string;
  contentType?: string;
  responses: Record<string, never>;
}

export type RouteTable = { [key: string]: RouteEntry | RouteTable };

function isRoute(value: object): value is { method: string; path: string; contentType?: string } {
  return 'method' in value && 'path' in value;
}

export function routeTable(router: object): RouteTable {
  return Object.fromEntries(
    Object.entries(router).map(([key, value]: [string, object]) => {
      if (!isRoute(value)) return [key, routeTable(value)];
      const entry: RouteEntry = { method: value.method, path: value.path, responses: {} };
      if (value.contentType) entry.contentType = value.contentType;
      return [key, entry];
    }),
  );
}
