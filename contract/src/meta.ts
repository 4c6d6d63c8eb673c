/**
 * Route metadata. `source` says whether SPEC §7 names the call (`spec`) or the product needs it
 * beyond §7 (`assumed`); `auth` says who may call it. The mock server enforces `auth`, the contract
 * runner probes private routes without a token, and the OpenAPI document marks them secured.
 */
export type RouteSource = 'spec' | 'assumed';
/** public: anyone; optional: anyone, a token personalises; member/seller/admin: that role at least. */
export type RouteAuth = 'public' | 'optional' | 'member' | 'seller' | 'admin';

export interface RouteMeta {
  source: RouteSource;
  auth: RouteAuth;
  /** Changes state: the contract runner calls it only with --allow-writes. */
  writes: boolean;
}

/**
 * A route's metadata; `{ writes: true }` for a call that changes state. Keeps `auth` as its literal
 * type, so that a server can type the caller by it.
 */
export function meta<A extends RouteAuth>(
  source: RouteSource,
  auth: A,
  { writes = false }: { writes?: boolean } = {},
): RouteMeta & { auth: A } {
  return { source, auth, writes };
}

export const isPrivate = (m: RouteMeta) => m.auth !== 'public' && m.auth !== 'optional';
