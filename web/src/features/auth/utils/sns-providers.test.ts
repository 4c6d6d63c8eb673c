import { describe, expect, it } from 'vitest';
import {
  OFFICIAL_AUTHORIZE_URLS,
  snsAuthorizeHref,
  snsProviderMode,
  type SnsEnv,
} from './sns-providers';

const unconfigured = { clientId: '', authorizeUrl: '' };
const envWith = (overrides: Partial<SnsEnv> = {}): SnsEnv => ({
  isDevelopment: false,
  sns: { NAVER: unconfigured, KAKAO: unconfigured },
  ...overrides,
});

describe('snsProviderMode', () => {
  it('uses the real provider when a client id is configured, at its official address by default', () => {
    const env = envWith({
      sns: { NAVER: { clientId: 'naver-app', authorizeUrl: '' }, KAKAO: unconfigured },
    });
    expect(snsProviderMode('NAVER', env)).toEqual({
      kind: 'oauth',
      clientId: 'naver-app',
      authorizeUrl: OFFICIAL_AUTHORIZE_URLS.NAVER,
    });
  });

  it('takes the authorize address from the environment when given', () => {
    const env = envWith({
      isDevelopment: true,
      sns: {
        NAVER: unconfigured,
        KAKAO: { clientId: 'kakao-app', authorizeUrl: 'https://sso.example.com/kakao/authorize' },
      },
    });
    expect(snsProviderMode('KAKAO', env)).toMatchObject({
      kind: 'oauth',
      authorizeUrl: 'https://sso.example.com/kakao/authorize',
    });
  });

  it('simulates an unconfigured provider in development and hides it in production', () => {
    expect(snsProviderMode('KAKAO', envWith({ isDevelopment: true }))).toEqual({
      kind: 'simulated',
    });
    expect(snsProviderMode('KAKAO', envWith())).toBeNull();
  });
});

describe('snsAuthorizeHref', () => {
  it("sends the browser to the provider with the app's callback and the state", () => {
    const href = snsAuthorizeHref(
      'NAVER',
      { kind: 'oauth', clientId: 'naver-app', authorizeUrl: OFFICIAL_AUTHORIZE_URLS.NAVER },
      { origin: 'https://market.example', state: 'abc123' },
    );
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://nid.naver.com/oauth2.0/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'naver-app',
      redirect_uri: 'https://market.example/login/naver',
      state: 'abc123',
    });
  });

  it("goes straight to the callback with the mock's code when simulated", () => {
    expect(
      snsAuthorizeHref('KAKAO', { kind: 'simulated' }, { origin: 'http://localhost', state: 's1' }),
    ).toBe('/login/kakao?code=kakao-dev&state=s1');
  });
});
