/**
 * Requests exactly as written (any payload text, any path) for the sweeps over every route, with
 * the envelope's error read back; and sign-in of the seeded accounts through `POST /api/auth`.
 */
import type { RouteAuth } from '@market/contract';
import { DEFAULT_PASSWORD } from '@market/world';
import type { AppRoute } from '@ts-rest/core';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll } from 'vitest';

export interface RawAnswer {
  status: number;
  code: string | undefined;
  message: string;
  /** `response` of the envelope (null on failures). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- validated by the server
  response: any;
}

export interface RawRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  /** Sent as written with content type application/json; nothing is sent when undefined. */
  payload?: string;
}

export async function send(app: FastifyInstance, request: RawRequest): Promise<RawAnswer> {
  const headers = { ...request.headers };
  if (request.payload !== undefined) headers['content-type'] = 'application/json';
  const res = await app.inject({
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  const body = res.json() as {
    response: unknown;
    error: { code: string; message: string } | null;
  };
  return {
    status: res.statusCode,
    code: body.error?.code,
    message: body.error?.message ?? '',
    response: body.response,
  };
}

/** A route's path with its `:params` filled in (each value URL-encoded). */
export function pathOf(route: AppRoute, params: Record<string, string | number> = {}): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} of ${route.path}`);
    return encodeURIComponent(String(value));
  });
}

/** The status a route answers on success (its one 2xx response). */
export function successStatusOf(route: AppRoute): number {
  const status = Object.keys(route.responses)
    .map(Number)
    .find((code) => code >= 200 && code < 300);
  if (status === undefined) throw new Error(`${route.path} declares no success`);
  return status;
}

/** Signs an account in through `POST /api/auth`; answers the headers of its later requests. */
export async function signIn(
  app: FastifyInstance,
  session: string,
  email: string,
  password = DEFAULT_PASSWORD,
): Promise<{ seq: number; headers: Record<string, string> }> {
  const answer = await send(app, {
    method: 'POST',
    url: '/api/auth',
    headers: { 'x-mock-session': session },
    payload: JSON.stringify({ email, password }),
  });
  if (answer.status !== 200) throw new Error(`sign-in of ${email}: ${answer.message}`);
  return {
    seq: answer.response.user.seq as number,
    headers: { 'x-mock-session': session, api_key: `Bearer ${answer.response.token.value}` },
  };
}

/**
 * Headers per route access level in one session: the seeded buyer, seller and admin signed in (in a
 * beforeAll this registers), nobody for public and optional routes.
 */
export function headersByAccess(
  app: () => FastifyInstance,
  session: string,
): Record<RouteAuth, Record<string, string>> {
  const headers: Record<RouteAuth, Record<string, string>> = {
    public: { 'x-mock-session': session },
    optional: { 'x-mock-session': session },
    member: {},
    seller: {},
    admin: {},
  };
  beforeAll(async () => {
    headers.member = (await signIn(app(), session, 'buyer@example.com')).headers;
    headers.seller = (await signIn(app(), session, 'seller@example.com')).headers;
    headers.admin = (await signIn(app(), session, 'admin@example.com')).headers;
  });
  return headers;
}
