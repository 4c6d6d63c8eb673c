import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  getSessionSnapshot,
  getToken,
  reloadSessionFromStorage,
  saveSession,
} from './session-store';
import { storageKeys } from '@/lib/browser/storage';

const now = new Date('2025-03-01T00:00:00Z');
const stored = () => JSON.parse(localStorage.getItem(storageKeys.session) ?? 'null') as unknown;

afterEach(() => {
  clearSession();
  localStorage.clear();
});

describe('session store', () => {
  it('keeps a stay-logged-in token 90 days', () => {
    saveSession({ value: 't1', validUntil: null }, { stayLoggedIn: true, now });
    expect(stored()).toEqual({ token: 't1', validUntil: '2025-05-30T00:00:00.000Z' });
  });

  it('stores no expiry without stay-logged-in', () => {
    saveSession({ value: 't1', validUntil: null }, { stayLoggedIn: false, now });
    expect(stored()).toEqual({ token: 't1', validUntil: null });
  });

  it("keeps the server's validUntil when it comes first", () => {
    // 2025-03-02 09:00 in Seoul is midnight UTC.
    saveSession({ value: 't1', validUntil: '2025-03-02 09:00:00' }, { stayLoggedIn: true, now });
    expect(stored()).toEqual({ token: 't1', validUntil: '2025-03-02T00:00:00.000Z' });
  });

  it('discards a stored token past its validUntil when read', () => {
    localStorage.setItem(
      storageKeys.session,
      JSON.stringify({ token: 'old', validUntil: '2000-01-01T00:00:00.000Z' }),
    );
    reloadSessionFromStorage();
    expect(getSessionSnapshot()).toBeNull();
    expect(localStorage.getItem(storageKeys.session)).toBeNull();
  });

  it('discards a token that expires while the page is open', () => {
    saveSession({ value: 't1', validUntil: null }, { stayLoggedIn: true, now });
    expect(getToken(new Date('2025-05-29T23:59:59Z'))).toBe('t1');
    expect(getToken(new Date('2025-05-30T00:00:00Z'))).toBeNull();
    expect(localStorage.getItem(storageKeys.session)).toBeNull();
  });

  it('ignores a malformed stored value', () => {
    localStorage.setItem(storageKeys.session, '{"token": 42}');
    reloadSessionFromStorage();
    expect(getSessionSnapshot()).toBeNull();
  });

  it('clears storage and the snapshot on sign-out', () => {
    saveSession({ value: 't1', validUntil: null }, { stayLoggedIn: false, now });
    clearSession();
    expect(getSessionSnapshot()).toBeNull();
    expect(localStorage.getItem(storageKeys.session)).toBeNull();
  });
});
