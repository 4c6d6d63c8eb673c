/**
 * How the Naver and Kakao buttons reach their provider.
 *
 * - `oauth`: a client id is configured (VITE_NAVER_CLIENT_ID / VITE_KAKAO_CLIENT_ID): the browser
 *   goes to the provider's authorize address (its official one unless VITE_*_AUTHORIZE_URL says
 *   otherwise), which sends it back to /login/naver or /login/kakao with `code` and `state`.
 * - `simulated`: development without a client id: the mock server plays the provider, reading the
 *   code `<provider>-<id>` as the member's SNS id, so the button goes straight back to the callback
 *   with such a code, as a provider would after the member agreed.
 * - null: a production build without a client id shows no button rather than a broken one.
 */
import type { SnsProvider } from '@market/domain';
import { pathTo } from '@/lib/addresses';

export const OFFICIAL_AUTHORIZE_URLS: Record<SnsProvider, string> = {
  NAVER: 'https://nid.naver.com/oauth2.0/authorize',
  KAKAO: 'https://kauth.kakao.com/oauth/authorize',
};

/** The SNS id the simulated provider signs in as (the mock creates that member on first use). */
export const SIMULATED_SNS_ID = 'dev';

export type SnsProviderMode =
  | { kind: 'oauth'; authorizeUrl: string; clientId: string }
  | { kind: 'simulated' };

export interface SnsEnv {
  isDevelopment: boolean;
  sns: Record<SnsProvider, { clientId: string; authorizeUrl: string }>;
}

export function snsProviderMode(provider: SnsProvider, env: SnsEnv): SnsProviderMode | null {
  const { clientId, authorizeUrl } = env.sns[provider];
  if (clientId) {
    return {
      kind: 'oauth',
      clientId,
      authorizeUrl: authorizeUrl || OFFICIAL_AUTHORIZE_URLS[provider],
    };
  }
  return env.isDevelopment ? { kind: 'simulated' } : null;
}

/** The in-app path the provider returns to: /login/naver or /login/kakao. */
export const snsCallbackPath = (provider: SnsProvider) =>
  pathTo(provider === 'NAVER' ? '/login/naver' : '/login/kakao');

/** The code the mock's simulated provider accepts for `provider` (`naver-dev`). */
export const simulatedSnsCode = (provider: SnsProvider) =>
  `${provider.toLowerCase()}-${SIMULATED_SNS_ID}`;

/**
 * Where the button sends the browser: the provider's authorize address (absolute) or, simulated,
 * the callback path of this app with a code (relative, so the router handles it).
 */
export function snsAuthorizeHref(
  provider: SnsProvider,
  mode: SnsProviderMode,
  { origin, state }: { origin: string; state: string },
): string {
  const callback = snsCallbackPath(provider);
  if (mode.kind === 'simulated') {
    const query = new URLSearchParams({ code: simulatedSnsCode(provider), state });
    return `${callback}?${query.toString()}`;
  }
  const url = new URL(mode.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', mode.clientId);
  url.searchParams.set('redirect_uri', `${origin}${callback}`);
  url.searchParams.set('state', state);
  return url.toString();
}
