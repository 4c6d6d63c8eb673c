/**
 * The session token, kept in localStorage under `market.session` (SPEC §9): with stay-logged-in it
 * carries a validUntil 90 days ahead, otherwise none (it lasts until sign-out). A token past its
 * validUntil is discarded on read (SPEC §8). A tiny external store, so React reads it through
 * useSyncExternalStore and the API client reads it without React; other tabs are followed through
 * the `storage` event.
 */
import {
  isTokenUsable,
  parseDateTimeString,
  isDateTimeString,
  tokenValidUntil,
} from '@market/domain';
import { readJson, removeKey, storageKeys, writeJson } from '@/lib/browser/storage';

export interface StoredSession {
  token: string;
  /** ISO 8601; null = no expiry stored. */
  validUntil: string | null;
}

/** What sign-in hands over: the server's token (both fields nullable, SPEC §3). */
export interface IssuedToken {
  value: string | null;
  /** `yyyy-MM-dd HH:mm:ss` Seoul time from the server, or null. */
  validUntil: string | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: StoredSession | null | undefined;

function parseStored(raw: unknown): StoredSession | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { token, validUntil } = raw as Record<string, unknown>;
  if (typeof token !== 'string' || !token) return null;
  if (validUntil !== null && typeof validUntil !== 'string') return null;
  return { token, validUntil };
}

function load(now: Date): StoredSession | null {
  const stored = parseStored(readJson(storageKeys.session));
  if (stored && isTokenUsable({ value: stored.token, validUntil: stored.validUntil }, now)) {
    return stored;
  }
  if (stored) removeKey(storageKeys.session);
  return null;
}

function emit() {
  listeners.forEach((listener) => listener());
}

/** The stored session as React renders it (stable between changes; read by useSyncExternalStore). */
export function getSessionSnapshot(): StoredSession | null {
  if (snapshot === undefined) snapshot = load(new Date());
  return snapshot;
}

/**
 * The token to send, or null. Checked against validUntil on every call, so that a token that expires
 * while the page is open is discarded before it is sent (which also signs the page out).
 */
export function getToken(now: Date = new Date()): string | null {
  const session = getSessionSnapshot();
  if (!session) return null;
  if (!isTokenUsable({ value: session.token, validUntil: session.validUntil }, now)) {
    clearSession();
    return null;
  }
  return session.token;
}

function toDate(validUntil: string | null): Date | null {
  if (!validUntil) return null;
  const date = isDateTimeString(validUntil)
    ? parseDateTimeString(validUntil)
    : new Date(validUntil);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Store a freshly issued token. It is kept until the earlier of the server's validUntil and our own
 * lifetime (90 days with stay-logged-in, none without).
 */
export function saveSession(
  issued: IssuedToken,
  { stayLoggedIn, now = new Date() }: { stayLoggedIn: boolean; now?: Date },
): StoredSession | null {
  if (!issued.value) {
    clearSession();
    return null;
  }
  const limits = [toDate(issued.validUntil), tokenValidUntil(stayLoggedIn, now)].filter(
    (date): date is Date => date !== null,
  );
  const earliest = limits.sort((a, b) => a.getTime() - b.getTime())[0];
  const session: StoredSession = {
    token: issued.value,
    validUntil: earliest ? earliest.toISOString() : null,
  };
  writeJson(storageKeys.session, session);
  snapshot = session;
  emit();
  return session;
}

export function clearSession(): void {
  const hadSession = snapshot !== null;
  removeKey(storageKeys.session);
  snapshot = null;
  if (hadSession) emit();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Sign-in or sign-out in another tab changes this tab too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== storageKeys.session) return;
    snapshot = load(new Date());
    emit();
  });
}

/** Forget the in-memory copy so that the next read comes from storage (tests, storage events). */
export function reloadSessionFromStorage(): void {
  snapshot = undefined;
  emit();
}
