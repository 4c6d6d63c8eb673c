/**
 * An SNS sign-in on its way through the provider. Before leaving, the button keeps a random
 * `state` (sent to the provider, which hands it back) with where to go afterwards and the
 * stay-logged-in choice; the callback takes it once. A returned state that does not match is a
 * sign-in this tab never started (a forged link), and is refused.
 */
import { isOneOf, safeRedirect, type SnsProvider, snsProviders } from '@market/domain';
import { storageKeys } from '@/lib/browser/storage';
import { readTabJson, removeTabKey, writeTabJson } from './tab-storage';

export interface PendingSnsSignIn {
  provider: SnsProvider;
  state: string;
  redirect: string;
  stayLoggedIn: boolean;
}

/** A state value nobody can guess (OAuth's defence against forged callbacks). */
export function newSnsState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function savePendingSnsSignIn(pending: PendingSnsSignIn): void {
  writeTabJson(storageKeys.snsSignIn, { ...pending, redirect: safeRedirect(pending.redirect) });
}

/** What this tab kept, checked by hand: the callback page's first load carries no Zod. */
export function readPendingSnsSignIn(): PendingSnsSignIn | null {
  const kept = readTabJson(storageKeys.snsSignIn) as Partial<Record<string, unknown>> | null;
  if (typeof kept !== 'object' || kept === null) return null;
  const { provider, state, redirect, stayLoggedIn } = kept;
  if (!isOneOf(snsProviders, provider) || typeof state !== 'string' || !state) return null;
  if (typeof redirect !== 'string' || typeof stayLoggedIn !== 'boolean') return null;
  return { provider, state, redirect: safeRedirect(redirect), stayLoggedIn };
}

export function clearPendingSnsSignIn(): void {
  removeTabKey(storageKeys.snsSignIn);
}

export type SnsCallbackCheck =
  | { ok: true; redirect: string; stayLoggedIn: boolean }
  | { ok: false; reason: 'missingCode' | 'stateMismatch' };

/**
 * Whether a callback may exchange its code, and with which context. A callback without `state`
 * (a developer typing /login/naver?code=naver-alice, as the mock's README suggests) has no
 * context; a callback with one must match what this tab sent.
 */
export function checkSnsCallback(
  provider: SnsProvider,
  { code, state }: { code: string; state: string },
  pending: PendingSnsSignIn | null,
): SnsCallbackCheck {
  if (!code.trim()) return { ok: false, reason: 'missingCode' };
  if (!state) return { ok: true, redirect: '', stayLoggedIn: false };
  if (!pending || pending.provider !== provider || pending.state !== state) {
    return { ok: false, reason: 'stateMismatch' };
  }
  return { ok: true, redirect: pending.redirect, stayLoggedIn: pending.stayLoggedIn };
}
