/**
 * The one client against a real HTTP server that answers envelopes: success bodies come through,
 * `success: false` and non-2xx answers raise ApiError with the server's code, message and status,
 * the stored token travels as `api_key: Bearer …`, and a 401 to a signed-in call signs out.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, offContractReply, ok, type ReplyTo } from '@test/api-server';
import { serveApi } from '@test/serve-api';
import { tsr, setUnauthorizedHandler } from './api-client';
import { ApiError } from '@/lib/api/api-error';
import { clearSession, getToken, saveSession } from '@/lib/session/session-store';

let nextExchange: () => ReplyTo<'GET /api/common/exchange'> = () => ok({ usd: 1400 });

const api = serveApi({
  'GET /api/common/exchange': () => nextExchange(),
  'GET /api/account/me': () => fail('TOKEN_EXPIRED', 'Your session has expired'),
  'POST /api/promotion/use': (request) =>
    (request.body as { code?: string }).code === 'WELCOME'
      ? ok({ rewardAmount: 1000, rewardType: 'POINTS' })
      : fail('PROMOTION_CODE_USED', 'This code has already been used'),
  'POST /api/auth': () => fail('INVALID_CREDENTIALS', 'Wrong e-mail or password'),
});

afterEach(() => {
  clearSession();
  setUnauthorizedHandler(null);
  nextExchange = () => ok({ usd: 1400 });
});

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client', () => {
  it('resolves a success envelope with its payload', async () => {
    const result = await tsr.catalogue.getExchangeRate.query();
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      success: true,
      response: { usd: 1400 },
      error: null,
      pagination: null,
    });
  });

  it('raises the server error of a non-2xx envelope with code, message and status', async () => {
    saveSession({ value: 'member-token', validUntil: null }, { stayLoggedIn: false });
    const error = await caught(tsr.wallet.redeemPromotionCode.mutate({ body: { code: 'USED' } }));
    expect(error.code).toBe('PROMOTION_CODE_USED');
    expect(error.message).toBe('This code has already been used');
    expect(error.status).toBe(409);
  });

  it('raises ApiError for success: false even under a 200 status', async () => {
    const { body } = fail('SERVICE_UNAVAILABLE', 'Rates are down');
    nextExchange = () => offContractReply('a failure envelope under 200', 200, body);
    const error = await caught(tsr.catalogue.getExchangeRate.query());
    expect(error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Rates are down',
      status: 200,
    });
  });

  it('raises UNEXPECTED_RESPONSE when the answer is not an envelope', async () => {
    nextExchange = () => offContractReply('a proxy error page', 502, '<html>Bad gateway</html>');
    const error = await caught(tsr.catalogue.getExchangeRate.query());
    expect(error).toMatchObject({ code: 'UNEXPECTED_RESPONSE', status: 502 });
  });

  it('raises NETWORK_ERROR with status 0 when nothing answers', async () => {
    const { setApiBaseUrl } = await import('./api-client');
    setApiBaseUrl('http://127.0.0.1:1');
    try {
      const error = await caught(tsr.catalogue.getExchangeRate.query());
      expect(error).toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
    } finally {
      setApiBaseUrl(api.url);
    }
  });

  it('sends the stored token as api_key: Bearer <token>, and none for guests', async () => {
    await tsr.catalogue.getExchangeRate.query();
    saveSession({ value: 'abc123', validUntil: null }, { stayLoggedIn: false });
    await tsr.catalogue.getExchangeRate.query();
    expect(api.requests.map((request) => request.headers.api_key)).toEqual([
      undefined,
      'Bearer abc123',
    ]);
  });

  it('does not send a token past its validUntil, and forgets it', async () => {
    saveSession(
      { value: 'old-token', validUntil: '2020-01-01 00:00:00' },
      { stayLoggedIn: true, now: new Date('2019-12-01T00:00:00Z') },
    );
    await tsr.catalogue.getExchangeRate.query();
    expect(api.requests[0]?.headers.api_key).toBeUndefined();
    expect(getToken()).toBeNull();
  });

  it('on a 401 to a signed-in call, clears the session and calls the unauthorized handler', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    saveSession({ value: 'expired', validUntil: null }, { stayLoggedIn: false });
    const error = await caught(tsr.account.getMe.query());
    expect(error).toMatchObject({ code: 'TOKEN_EXPIRED', status: 401 });
    expect(getToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('treats a 401 without a token (wrong password) as a plain failure', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const error = await caught(
      tsr.auth.signIn.mutate({ body: { email: 'a@example.com', password: 'wrong-password' } }),
    );
    expect(error.code).toBe('INVALID_CREDENTIALS');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
