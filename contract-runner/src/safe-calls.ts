/**
 * Every safe route (one that changes nothing: GETs, and the POSTs marked as reads) called with
 * realistic values as the identity its metadata asks for, expecting success. Paged routes are also
 * asked for page 2 with a page size of 1, so that the pagination is checked away from page 1.
 */
import { type ListedRoute, type RouteAuth, bodySchemaOf } from '@market/contract';
import { type Params, pathParamSources, queryOverrides, titleKeyword } from './call-values';
import { type PageAsked, isPagedResponse } from './checks';
import type { Inventory } from './discovery';
import type { QueryValue } from './http';
import { type QueryResult, planQuery } from './query-values';
import { type RunContext, checkedCall, inPool, isSelected, skip } from './run-context';
import type { Identity } from './types';

/** Who calls a route: public nobody, optional and member the buyer, seller the seller. */
export function identityFor(auth: RouteAuth): Identity {
  switch (auth) {
    case 'public':
      return 'anonymous';
    case 'optional':
    case 'member':
      return 'buyer';
    case 'seller':
      return 'seller';
    case 'admin':
      return 'admin';
  }
}

/** Why a call as `identity` cannot be made, or undefined when it can. */
export function missingIdentity(ctx: RunContext, identity: Identity): string | undefined {
  if (identity === 'anonymous' || ctx.tokens[identity]) return undefined;
  if (identity === 'admin' && !ctx.options.accounts.admin) {
    return 'no admin credentials (set CONTRACT_ADMIN_EMAIL and CONTRACT_ADMIN_PASSWORD)';
  }
  return `the ${identity} is not signed in (its sign-in failed)`;
}

/** Pinned notices head every page of a notice board and are not counted by its pagination. */
const unpinned = (items: unknown[]) =>
  items.filter((item) => !(item as { pinned?: unknown }).pinned).length;
const pageItemCounters: Record<string, PageAsked['countItems']> = {
  'content.listNotices': unpinned,
  'content.listSellerNotices': unpinned,
};

/** Resolved path parameters, or the reason they cannot be. */
export function pathParamsFor(
  listed: ListedRoute,
  inventory: Inventory,
): { params?: Params } | { missing: string } {
  if (!listed.route.path.includes(':')) return {};
  const source = pathParamSources[listed.key];
  if (!source) return { missing: 'no entry in the path parameter table (call-values.ts)' };
  const params = source.resolve(inventory);
  return params ? { params } : { missing: `no ${source.needs} discovered` };
}

export function queryFor(
  listed: ListedRoute,
  inventory: Inventory,
  page = 1,
  size?: number,
): QueryResult {
  const override = queryOverrides[listed.key];
  let overrides: Record<string, QueryValue> | undefined;
  if (override) {
    overrides = override.resolve(inventory);
    if (!overrides) return { missing: `no ${override.needs} discovered` };
  }
  const keyword = titleKeyword(inventory);
  const result = planQuery(
    listed.route.query,
    { ...(keyword ? { keyword } : {}), ...(overrides ? { overrides } : {}) },
    page,
    size,
  );
  if ('missing' in result || !result.page) return result;
  const countItems = pageItemCounters[listed.key];
  return countItems ? { ...result, page: { ...result.page, countItems } } : result;
}

async function checkSafeRoute(ctx: RunContext, inventory: Inventory, listed: ListedRoute) {
  const { key, route, meta } = listed;
  const identities: Identity[] = [identityFor(meta.auth)];
  // Routes a token only personalises are also read as a visitor.
  if (meta.auth === 'optional') identities.push('anonymous');
  for (const identity of identities) {
    const base = { routeKey: key, kind: 'call' as const, name: `as ${identity}`, identity };
    const noIdentity = missingIdentity(ctx, identity);
    if (noIdentity) {
      skip(ctx, base, noIdentity);
      continue;
    }
    const path = pathParamsFor(listed, inventory);
    if ('missing' in path) {
      skip(ctx, base, path.missing);
      continue;
    }
    if (bodySchemaOf(route)) {
      skip(ctx, base, 'a safe route with a body the runner has no value for');
      continue;
    }
    const plan = queryFor(listed, inventory);
    if ('missing' in plan) {
      skip(ctx, base, plan.missing);
      continue;
    }
    const first = await checkedCall(ctx, {
      ...base,
      ...path,
      query: plan.query,
      expect: { status: 'success', ...(plan.page ? { page: plan.page } : {}) },
    });
    const pagination = (first.answer.json as { pagination?: { totalCount?: unknown } } | undefined)
      ?.pagination;
    const total = typeof pagination?.totalCount === 'number' ? pagination.totalCount : 0;
    if (!first.passed || !plan.page || !isPagedResponse(route) || total < 2) continue;
    const second = queryFor(listed, inventory, 2, 1);
    if ('missing' in second) continue;
    await checkedCall(ctx, {
      ...base,
      kind: 'page',
      name: `as ${identity}, page 2 of size 1`,
      ...path,
      query: second.query,
      expect: { status: 'success', ...(second.page ? { page: second.page } : {}) },
    });
  }
}

/** The routes this phase covers: every route that does not write, sign-in aside (sign-in.ts). */
export const safeRoutes = (ctx: RunContext) =>
  [...ctx.routes.values()].filter((listed) => !listed.meta.writes && listed.key !== 'auth.signIn');

export async function runSafeCalls(ctx: RunContext, inventory: Inventory): Promise<void> {
  const routes = safeRoutes(ctx).filter((listed) => isSelected(ctx, listed.key));
  await inPool(routes, ctx.options.concurrency, (listed) => checkSafeRoute(ctx, inventory, listed));
}
