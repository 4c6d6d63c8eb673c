/**
 * Query parameters a route does not list are refused (decision 029), as unknown body fields are:
 * `?pgae=2` answers 400 naming `query.pgae` instead of silently serving page 1. A route with no
 * query schema takes no parameter at all.
 */
import { isZodSchema, objectShape } from '@market/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendFailure, tsRestRouteOf } from './envelope-plugin';

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

/** A preValidation hook for the routes of a ts-rest router. */
export async function refuseUnknownQuery(request: FastifyRequest, reply: FastifyReply) {
  const route = tsRestRouteOf(request);
  if (!route) return;
  const names = parameterNames(route);
  const unknown = Object.keys(request.query ?? {}).filter((name) => !names.has(name));
  if (!unknown.length) return;
  request.contractExempt = true;
  return sendFailure(
    reply,
    'VALIDATION_FAILED',
    unknown.map((name) => `query.${name}: not a parameter of this route`).join('; '),
  );
}
