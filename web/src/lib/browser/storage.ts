/**
 * JSON in localStorage that never throws: private browsing, a full quota or a hand-edited value
 * must degrade to "nothing stored", not break the page.
 */
export function readJson(key: string): unknown {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw == null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable: the value lives only as long as the page.
  }
}

export function removeKey(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/** Storage keys of the app, in one place so that none collide. */
export const storageKeys = {
  session: 'market.session',
  language: 'market.language',
  currency: 'market.currency',
  searchHistory: 'market.searchHistory',
  dismissedPopups: 'market.dismissedPopups',
  /** Tab storage: an SNS sign-in on its way through the provider (state, redirect). */
  snsSignIn: 'market.snsSignIn',
  /** Tab storage: an identity verification on its way through the provider (where to go after). */
  identityVerification: 'market.identityVerification',
} as const;
