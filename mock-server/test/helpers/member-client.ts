/**
 * A member's view of the API for the account and wallet tests: every call goes over `app.inject`
 * in one mock session, signed in through `POST /api/auth` like the web app does.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { sharedApp } from './market';

export const PASSWORD = 'Passw0rd!';

/**
 * Answers are read loosely on purpose: the app validates every answer against the contract
 * (`validateResponses`), so the tests only pick the fields they assert on.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export interface Answer<T = Loose> {
  status: number;
  /** `response` of the envelope (null on failures). */
  data: T;
  code: string | undefined;
  message: string | undefined;
  pagination: {
    currentPage: number;
    totalCount: number;
    totalPage: number;
    nextPage: number | null;
  } | null;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export class MockClient {
  token: string | null = null;

  constructor(
    readonly app: FastifyInstance,
    readonly session: string,
  ) {}

  async call<T = Loose>(
    method: Method,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const options: InjectOptions = {
      method,
      url,
      headers: {
        'x-mock-session': this.session,
        ...(this.token ? { api_key: `Bearer ${this.token}` } : {}),
        ...headers,
      },
    };
    if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
    const res = await this.app.inject(options);
    const body = res.json();
    return {
      status: res.statusCode,
      data: body.response,
      code: body.error?.code,
      message: body.error?.message,
      pagination: body.pagination,
    };
  }

  get = <T = Loose>(url: string) => this.call<T>('GET', url);
  post = <T = Loose>(url: string, payload?: unknown) => this.call<T>('POST', url, payload);
  put = <T = Loose>(url: string, payload?: unknown) => this.call<T>('PUT', url, payload);

  /** Signs in over HTTP and keeps the token for the following calls. */
  async signIn(email: string, password = PASSWORD, stayLoggedIn = false) {
    const res = await this.post('/api/auth', { email, password, stayLoggedIn });
    expect(res.status, `sign-in of ${email}: ${res.message}`).toBe(200);
    this.token = res.data.token.value;
    return res.data as {
      token: { value: string; validUntil: string | null };
      user: { seq: number };
    };
  }

  /** Another client in the same session, signed out. */
  other(): MockClient {
    return new MockClient(this.app, this.session);
  }

  credits() {
    return this.get<{ emoney: number; points: number }>('/api/cp').then((res) => res.data);
  }
}

let counter = 0;
/** A session id no other test of the run uses. */
export const freshSession = (name: string) => `${name}-${process.pid}-${(counter += 1)}`;

/**
 * What a file of member tests starts with: one app, and clients each in a fresh session of its own
 * (`client`), or in one and signed in (`signedIn`).
 */
export function memberTest() {
  const app = sharedApp();
  const client = (name: string) => new MockClient(app(), freshSession(name));
  const signedIn = async (name: string, email: string) => {
    const c = client(name);
    await c.signIn(email);
    return c;
  };
  return { app, client, signedIn };
}
