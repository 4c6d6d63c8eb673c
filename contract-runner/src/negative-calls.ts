/**
 * Refusals the contract demands, safe on any server because a refused request changes nothing:
 * every private route called without a token answers 401 UNAUTHENTICATED, and every route with a
 * body, called with an invalid one (with a valid token, so that auth passes), answers 400.
 */
import {
  type ListedRoute,
  bodySchemaOf,
  isPrivate,
  isZodSchema,
  objectShape,
  typeNameOf,
} from '@market/contract';
import type { Params } from './call-values';
import type { Inventory } from './discovery';
import { invalidBodies } from './invalid-bodies';
import { type RunContext, checkedCall, inPool, isSelected, skip } from './run-context';
import { identityFor, missingIdentity, pathParamsFor, queryFor } from './safe-calls';

/** Discovered path parameters when there are any, else values of the right shape. */
function paramsOrPlaceholders(listed: ListedRoute, inventory: Inventory): Params | undefined {
  const resolved = pathParamsFor(listed, inventory);
  if ('params' in resolved) return resolved.params;
  const shape = isZodSchema(listed.route.pathParams) ? objectShape(listed.route.pathParams) : null;
  const names = [...listed.route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  if (!names.length) return undefined;
  return Object.fromEntries(
    names.map((name) => {
      const field = shape?.[name];
      const numeric = field && typeNameOf(field) === 'ZodNumber';
      return [name, numeric ? 1 : 'contract-runner-0'];
    }),
  );
}

async function checkWithoutToken(ctx: RunContext, inventory: Inventory, listed: ListedRoute) {
  const params = paramsOrPlaceholders(listed, inventory);
  const plan = queryFor(listed, inventory);
  await checkedCall(ctx, {
    routeKey: listed.key,
    kind: 'no-token',
    name: 'without a token',
    identity: 'anonymous',
    ...(params ? { params } : {}),
    query: 'missing' in plan ? {} : plan.query,
    body: bodySchemaOf(listed.route) ? {} : undefined,
    expect: { status: 401, errorCode: 'UNAUTHENTICATED' },
  });
}

async function checkInvalidBodies(ctx: RunContext, inventory: Inventory, listed: ListedRoute) {
  const identity = identityFor(listed.meta.auth);
  const bodies = invalidBodies(bodySchemaOf(listed.route));
  const noIdentity = missingIdentity(ctx, identity);
  for (const { name, body } of bodies) {
    const base = {
      routeKey: listed.key,
      kind: 'invalid-body' as const,
      name: `body with ${name}`,
      identity,
    };
    if (noIdentity) {
      skip(ctx, base, noIdentity);
      continue;
    }
    const params = paramsOrPlaceholders(listed, inventory);
    await checkedCall(ctx, {
      ...base,
      ...(params ? { params } : {}),
      body,
      expect: { status: 400 },
    });
  }
}

export async function runNegativeCalls(ctx: RunContext, inventory: Inventory): Promise<void> {
  const routes = [...ctx.routes.values()].filter((listed) => isSelected(ctx, listed.key));
  const tasks: (() => Promise<void>)[] = [];
  for (const listed of routes) {
    if (isPrivate(listed.meta)) tasks.push(() => checkWithoutToken(ctx, inventory, listed));
    if (bodySchemaOf(listed.route)) tasks.push(() => checkInvalidBodies(ctx, inventory, listed));
  }
  await inPool(tasks, ctx.options.concurrency, (task) => task());
}
