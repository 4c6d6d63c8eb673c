/**
 * The tests' Web Storage is happy-dom's on every Node version. Node 25 and later have globals of
 * their own by these names, which hid the DOM's until the test workers turned them off
 * (../../vitest.shared.ts, decision 040): then every test file failed to load.
 */
import { describe, expect, it } from 'vitest';

describe('Web Storage in the tests', () => {
  it.each([
    ['localStorage', () => localStorage],
    ['sessionStorage', () => sessionStorage],
  ])("%s is happy-dom's, on the window, and keeps what is stored", (name, storage) => {
    expect(storage()).toBeInstanceOf(Storage);
    expect(window[name as 'localStorage' | 'sessionStorage']).toBe(storage());
    storage().setItem('probe', 'kept');
    expect(storage().getItem('probe')).toBe('kept');
    storage().removeItem('probe');
    expect(storage()).toHaveLength(0);
  });
});
