/**
 * The real mock in the test process (issue 40, decision 041): the same pipeline the mock server
 * runs, answered through MSW's `setupServer` (http and the chat socket), seeded by name. A test
 * then renders against a stateful world (money that adds up, a cart that empties, refunds that stay
 * decided, a chat that echoes) instead of declaring answers by hand. Every answer is checked
 * against the contract (`validateResponses`): a breach fails the test.
 *
 * Each test runs in a mock session of its own (header `x-mock-session`, added here to every
 * request the app makes, and `mockSession` on the chat socket's address): a fresh copy of the
 * seeded world, its own clock, tokens and faults. Nothing a test does is seen by the next.
 *
 * `test/api-server.ts` stays for answers the world cannot give (an answer in a shape no route
 * gives, an order that awaits a transfer); a failure the world can be asked for goes through the
 * control API's faults (`world.control.addFault`).
 */
import { contract, type Contract, type User } from '@market/contract';
import { controlContract, SESSION_HEADER } from '@market/contract/control';
import {
  createMock,
  inPageLink,
  mockHandlers,
  type Mock,
  type MockLink,
} from '@market/mock-server/browser';
import { http, HttpResponse, setupServer, type SetupServer } from '@market/mock-server/in-process';
import { initClient, type ApiFetcher, type InitClientReturn } from '@ts-rest/core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setApiBaseUrl, successOf, tsr } from '../src/lib/api-client';
import { closeChatSocket } from '../src/lib/chat/chat-socket';
import { saveSession } from '../src/lib/session/session-store';
import type { RecordedRequest } from './api-server';
import { cleanSlate } from './clean-slate';

/** The worlds a test may ask for, by name: a seed and a size of the fixtures' generator. */
export const worlds = {
  /** The world `pnpm mock --size small` serves (seed 1): the seeded accounts and a few of each. */
  small: { seed: 1, size: 'small' },
} as const;
export type WorldName = keyof typeof worlds;

/** Where the app's client sends its calls in a mock-world test (any origin reaches MSW). */
export const MOCK_ORIGIN = 'http://market.test';

function clientArgs(api: ApiFetcher) {
  return { baseUrl: MOCK_ORIGIN, baseHeaders: {} as Record<string, string>, api };
}
type ClientArgs = ReturnType<typeof clientArgs>;

/** A typed client of the product contract, outside the app: facts to assert and changes meanwhile. */
export type ApiClient = InitClientReturn<Contract, ClientArgs>;
export type ControlClient = InitClientReturn<typeof controlContract, ClientArgs>;

/** A frame the app's chat socket sends, as the test sees it. */
export type ClientFrame = Record<string, unknown>;

export interface MockWorld {
  /** The running test's mock session. */
  readonly session: string;
  /** The app's requests in the running test (the test's own clients are not recorded). */
  readonly requests: RecordedRequest[];
  /** The app's requests to one path (without a query) in the running test. */
  calls(path: string): RecordedRequest[];
  /** The frames the app's chat socket sent in the running test, in order. */
  readonly chatFrames: ClientFrame[];
  /**
   * Sign the app in as a seeded account: the real `POST /api/auth` through the app's client, and
   * the token stored as the sign-in form stores it. Returns the token (for `renderWithProviders`).
   */
  signIn(email: string): Promise<{ token: string; user: User }>;
  /** A client of the product contract in this test's session, signed in as `email` (a seeded account). */
  as(email: string): Promise<ApiClient>;
  /** A client of the product contract in this test's session, signed in as nobody. */
  readonly anonymous: ApiClient;
  /** The control API (`/__mock`) of this test's session: faults, clock, accounts. */
  readonly control: ControlClient;
  /**
   * Lose the next `times` frames the app's chat socket sends that `matches` picks, on their way
   * to the mock (a network that drops them): the socket stays open and the mock never hears them.
   */
  loseChatFrames(matches: (frame: ClientFrame) => boolean, times?: number): void;
  /**
   * Lose the answer to the app's next `method path` request: the mock carries it out (the world
   * changes) but the app gets a network error, as when a connection drops before the answer.
   */
  loseNextAnswer(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string): void;
  /** MSW's server, for `server.use(...)` of an answer the world cannot give. */
  readonly server: SetupServer;
}

const mocks = new Map<WorldName, Mock>();

/** One mock per world name and test worker: generating a world is the costly part, sessions are not. */
function mockOf(name: WorldName): Mock {
  let mock = mocks.get(name);
  if (!mock) {
    // Tokens and codes the same on every run, as the seed's world is.
    mock = createMock({ ...worlds[name], validateResponses: true, random: 'seeded' });
    mocks.set(name, mock);
  }
  return mock;
}

/** Errors the mock logged (an answer the contract refuses among them) in the running test. */
const contractBreaches: Array<{ fields: object; message: string }> = [];

/** `{ response }` of a successful answer of a test's client; throws with the code otherwise. */
export async function responseOf<A extends { status: number; body: unknown }>(
  call: Promise<A>,
): Promise<Extract<A, { status: 200 | 201 }>['body'] extends { response: infer R } ? R : never> {
  const answer = await call;
  const body = answer.body as { response?: unknown; error?: { code: string; message: string } };
  if (answer.status >= 300) {
    throw new Error(
      `The mock refused: ${body.error?.code ?? answer.status} ${body.error?.message}`,
    );
  }
  return body.response as never;
}

function jsonOrText(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

let sessions = 0;

/**
 * The world `name` for every test of the file: MSW starts before the first test and stops after
 * the last; each test gets a fresh session, and ends with a clean slate (test/clean-slate.ts) and
 * the tab's chat socket closed. Call it once at the top of the file.
 */
export function serveMockWorld(name: WorldName = 'small'): MockWorld {
  const mock = mockOf(name);
  const inner = inPageLink(mock, {
    info() {},
    warn() {},
    error: (fields, message) => contractBreaches.push({ fields, message }),
  });
  let session = '';
  const requests: RecordedRequest[] = [];
  const chatFrames: ClientFrame[] = [];
  let losses: Array<{ matches: (frame: ClientFrame) => boolean; left: number }> = [];

  const inSession = (request: Request) => {
    const headers = new Headers(request.headers);
    headers.set(SESSION_HEADER, session);
    return new Request(request, { headers });
  };

  const link: MockLink = {
    answer: async (request) => {
      const { pathname, search } = new URL(request.url);
      const body = jsonOrText(await request.clone().text());
      requests.push({
        method: request.method,
        path: `${pathname}${search}`,
        headers: Object.fromEntries(request.headers),
        body,
      });
      return inner.answer(inSession(request));
    },
    openChat: (url, socket) => {
      const address = new URL(url);
      address.searchParams.set('mockSession', session);
      const end = inner.openChat(address.href, socket);
      return {
        receive: (text) => {
          const frame = jsonOrText(text) as ClientFrame;
          chatFrames.push(frame);
          const loss = losses.find((candidate) => candidate.left > 0 && candidate.matches(frame));
          if (loss) {
            loss.left -= 1;
            return;
          }
          end.receive(text);
        },
        closed: () => end.closed(),
      };
    },
  };

  /** The test's own calls: straight to the mock in this session, not through the app's path. */
  const direct =
    (token?: string): ApiFetcher =>
    async ({ path, method, headers, body }) => {
      const request = new Request(path, {
        method,
        headers: token ? { ...headers, api_key: `Bearer ${token}` } : headers,
        body: body ?? null,
      });
      const response = await inner.answer(inSession(request));
      return {
        status: response.status,
        body: jsonOrText(await response.text()),
        headers: response.headers,
      };
    };
  const clientAs = (token?: string): ApiClient => initClient(contract, clientArgs(direct(token)));

  const server = setupServer(...mockHandlers(link));
  const anonymous = clientAs();
  const control: ControlClient = initClient(controlContract, {
    baseUrl: MOCK_ORIGIN,
    baseHeaders: {},
    api: direct(),
  });

  async function passwordOf(email: string): Promise<string> {
    const account = (await responseOf(control.accounts())).find((seeded) => seeded.email === email);
    if (!account) throw new Error(`${email} is not a seeded account of the ${name} world`);
    return account.password;
  }

  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => {
    sessions += 1;
    session = `web-test-${sessions}`;
    requests.length = 0;
    chatFrames.length = 0;
    losses = [];
    contractBreaches.length = 0;
    setApiBaseUrl(MOCK_ORIGIN);
  });
  afterEach(async () => {
    await cleanSlate();
    closeChatSocket();
    server.resetHandlers();
    const breaches = contractBreaches.splice(0);
    if (breaches.length) {
      throw new Error(
        `The mock logged errors:\n${breaches.map((b) => `${b.message} ${JSON.stringify(b.fields)}`).join('\n')}`,
      );
    }
  });
  afterAll(() => {
    server.close();
  });

  return {
    get session() {
      return session;
    },
    requests,
    calls: (path) =>
      requests.filter((request) => new URL(request.path, MOCK_ORIGIN).pathname === path),
    chatFrames,
    async signIn(email) {
      const answer = successOf(
        await tsr.auth.signIn.mutate({ body: { email, password: await passwordOf(email) } }),
      );
      const { token, user } = answer.body.response;
      const stored = saveSession(token, { stayLoggedIn: false });
      if (!stored) throw new Error(`The mock issued no token to ${email}`);
      return { token: stored.token, user };
    },
    async as(email) {
      const password = await passwordOf(email);
      const { token } = await responseOf(anonymous.auth.signIn({ body: { email, password } }));
      if (!token.value) throw new Error(`The mock issued no token to ${email}`);
      return clientAs(token.value);
    },
    anonymous,
    control,
    loseChatFrames(matches, times = 1) {
      losses.push({ matches, left: times });
    },
    loseNextAnswer(method, path) {
      const verb = method.toLowerCase() as Lowercase<typeof method>;
      server.use(
        http[verb](
          `*${path}`,
          async ({ request }) => {
            await link.answer(request);
            return HttpResponse.error();
          },
          { once: true },
        ),
      );
    },
    server,
  };
}
