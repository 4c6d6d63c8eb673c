/**
 * The mock server's control API (`/__mock`, typed by `@market/contract/control`) for the devtools
 * drawer: same origin as the app (the dev server proxies `/__mock`), the app's token sent so that
 * `GET /__mock/session` can say who is signed in. Answers are unwrapped: a non-2xx throws.
 */
import { controlContract } from '@market/contract/control';
import { initClient, tsRestFetchApi } from '@ts-rest/core';
import { env } from '@/lib/env';
import { getToken } from '@/lib/session/session-store';

export const control = initClient(controlContract, {
  baseUrl: env.apiBaseUrl,
  baseHeaders: {},
  api: async (args) => {
    const token = getToken();
    return tsRestFetchApi({
      ...args,
      headers: token ? { ...args.headers, api_key: `Bearer ${token}` } : args.headers,
    });
  },
});

interface Answer {
  status: number;
  body: unknown;
}

/** The envelope's `response` of a successful answer; throws with the server's message otherwise. */
export async function unwrap<A extends Answer>(
  call: Promise<A>,
): Promise<Extract<A, { status: 200 | 201 }>['body'] extends { response: infer R } ? R : never> {
  const answer = await call;
  const body = answer.body as { response?: unknown; error?: { code: string; message: string } };
  if (answer.status >= 300 || body?.error) {
    throw new Error(
      body?.error ? `${body.error.code}: ${body.error.message}` : `HTTP ${answer.status}`,
    );
  }
  return body.response as never;
}

/** Query keys of the devtools' reads (all under `mock`, apart from the app's data). */
export const mockKeys = {
  all: ['mock'] as const,
  session: (token: string | null) => ['mock', 'session', token] as const,
  accounts: () => ['mock', 'accounts'] as const,
  clock: () => ['mock', 'clock'] as const,
  faults: () => ['mock', 'faults'] as const,
  outbox: () => ['mock', 'outbox'] as const,
  transfers: () => ['mock', 'transfers'] as const,
};
