/**
 * One test's world on the mock server: every call carries the test's `x-mock-session` id, so the
 * test reads and changes its own copy of the seeded data (and its own clock and outbox) while other
 * tests run beside it.
 */
import { contract, type Session } from '@market/contract';
import { initClient } from '@ts-rest/core';
import { MOCK_URL, SEEDED_PASSWORD } from './env';

/** What `GET /__mock/clock` answers (mock-server's control contract, restated: e2e may not import it). */
export interface MockClock {
  /** ISO 8601, UTC. */
  now: string;
  /** `yyyy-MM-dd HH:mm:ss` in Asia/Seoul. */
  business: string;
  epochMs: number;
}

/** One e-mail the mock "sent" (verification code or password-reset link). */
export interface SentMail {
  to: string;
  kind: string;
  code: string | null;
  link: string | null;
  sentAt: string;
}

export interface ClockAdvance {
  days?: number;
  hours?: number;
  minutes?: number;
}

interface Envelope<T> {
  success: boolean;
  response: T;
  error: { code: string; message: string } | null;
}

export class MockWorld {
  /** The product API on the mock server, typed by the contract, in this world. */
  readonly api;

  constructor(readonly sessionId: string) {
    this.api = initClient(contract, {
      baseUrl: MOCK_URL,
      baseHeaders: { 'x-mock-session': sessionId },
      throwOnUnknownStatus: true,
    });
  }

  private async control<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${MOCK_URL}/__mock${path}`, {
      method,
      headers: {
        'x-mock-session': this.sessionId,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (!response.ok || !envelope.success) {
      throw new Error(
        `${method} /__mock${path} failed: ${response.status} ${envelope.error?.code} ${envelope.error?.message}`,
      );
    }
    return envelope.response;
  }

  clock(): Promise<MockClock> {
    return this.control('GET', '/clock');
  }

  /** Moves this world's time forward (the browser's clock follows through the `app` fixture). */
  moveClock(advance: ClockAdvance): Promise<MockClock> {
    return this.control('POST', '/clock', advance);
  }

  outbox(): Promise<SentMail[]> {
    return this.control('GET', '/outbox');
  }

  /** The newest e-mail to `address`, or undefined. */
  async lastMailTo(address: string): Promise<SentMail | undefined> {
    const mails = await this.outbox();
    return mails.filter((mail) => mail.to.toLowerCase() === address.toLowerCase()).at(-1);
  }

  /** POST /api/auth in this world: the session a sign-in form would receive. */
  async signIn(email: string, { stayLoggedIn = false, password = SEEDED_PASSWORD } = {}) {
    const answer = await this.api.auth.signIn({ body: { email, password, stayLoggedIn } });
    if (answer.status !== 200) {
      throw new Error(
        `sign-in of ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`,
      );
    }
    return answer.body.response satisfies Session;
  }

  /** A member's e-money and points (GET /api/cp with their token). */
  async credits(token: string) {
    const answer = await this.api.wallet.getCredits({
      extraHeaders: { api_key: `Bearer ${token}` },
    });
    if (answer.status !== 200) throw new Error(`credits: ${answer.status}`);
    return answer.body.response;
  }
}
