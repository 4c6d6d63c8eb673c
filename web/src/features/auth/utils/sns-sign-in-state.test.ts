import { afterEach, describe, expect, it } from 'vitest';
import {
  checkSnsCallback,
  clearPendingSnsSignIn,
  newSnsState,
  readPendingSnsSignIn,
  savePendingSnsSignIn,
  type PendingSnsSignIn,
} from './sns-sign-in-state';

const pending: PendingSnsSignIn = {
  provider: 'NAVER',
  state: 'state-1',
  redirect: '/cart',
  stayLoggedIn: true,
};

afterEach(() => sessionStorage.clear());

describe('pending SNS sign-in', () => {
  it('is kept in this tab, with an outside redirect dropped', () => {
    savePendingSnsSignIn({ ...pending, redirect: 'https://evil.example' });
    expect(readPendingSnsSignIn()).toEqual({ ...pending, redirect: '' });
    expect(localStorage.length).toBe(0);
    clearPendingSnsSignIn();
    expect(readPendingSnsSignIn()).toBeNull();
  });

  it('makes a new unguessable state each time', () => {
    const states = new Set(Array.from({ length: 20 }, newSnsState));
    expect(states.size).toBe(20);
    for (const state of states) expect(state).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('checkSnsCallback', () => {
  it('lets a callback with the state this tab sent through, with its context', () => {
    expect(checkSnsCallback('NAVER', { code: 'naver-1', state: 'state-1' }, pending)).toEqual({
      ok: true,
      redirect: '/cart',
      stayLoggedIn: true,
    });
  });

  it('refuses a state this tab did not send, or sent for the other provider', () => {
    expect(checkSnsCallback('NAVER', { code: 'naver-1', state: 'forged' }, pending)).toEqual({
      ok: false,
      reason: 'stateMismatch',
    });
    expect(checkSnsCallback('KAKAO', { code: 'kakao-1', state: 'state-1' }, pending)).toMatchObject(
      { ok: false },
    );
    expect(checkSnsCallback('NAVER', { code: 'naver-1', state: 'state-1' }, null)).toMatchObject({
      ok: false,
    });
  });

  it('refuses a callback without a code, and lets one without state through without context', () => {
    expect(checkSnsCallback('NAVER', { code: ' ', state: 'state-1' }, pending)).toEqual({
      ok: false,
      reason: 'missingCode',
    });
    expect(checkSnsCallback('NAVER', { code: 'naver-alice', state: '' }, pending)).toEqual({
      ok: true,
      redirect: '',
      stayLoggedIn: false,
    });
  });
});
