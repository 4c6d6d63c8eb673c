/**
 * A member's first calls on a landing route, started by the prerendered HTML's loader
 * (vite-plugins/app-loader.js) while the app's scripts are still on their way: a guest's calls are
 * preloads the browser hands to the app's fetch by itself, but a member's carry the session's
 * header, which a preload cannot. The loader leaves each call's response promise under its address;
 * the API client takes it instead of asking again, once, and only for the session that started it.
 */
export const EARLY_CALLS_KEY = '__marketEarlyCalls';

interface EarlyCall {
  token: string;
  response: Promise<Response>;
}

type EarlyCalls = Record<string, EarlyCall | undefined>;

declare global {
  interface Window {
    [EARLY_CALLS_KEY]?: EarlyCalls;
  }
}

/**
 * The response of the call the loader started for `address` with `token`, taken out so that a
 * second request (a refetch) goes to the network; undefined when there is none.
 */
export function takeEarlyCall(address: string, token: string): Promise<Response> | undefined {
  const calls = typeof window === 'undefined' ? undefined : window[EARLY_CALLS_KEY];
  const call = calls?.[address];
  if (!call) return undefined;
  delete calls[address];
  return call.token === token ? call.response : undefined;
}
