import { describe, expect, it } from 'vitest';
import { SEARCH_HISTORY_MAX } from './constants';
import {
  cartBadgeLabel,
  isTokenUsable,
  parsePageParam,
  pushSearchHistory,
  safeRedirect,
  tokenValidUntil,
  truncateNoticeTitle,
} from './session';

const at = (iso: string) => new Date(iso);
const DAY = 86_400_000;

describe('tokenValidUntil', () => {
  const now = at('2026-11-22T05:00:00Z');
  it('is 90 days ahead with stay-logged-in, otherwise no expiry', () => {
    expect(tokenValidUntil(true, now)?.getTime()).toBe(now.getTime() + 90 * DAY);
    expect(tokenValidUntil(false, now)).toBeNull();
  });
});

describe('isTokenUsable', () => {
  const now = at('2026-11-22T05:00:00Z'); // 14:00:00 in Seoul

  it('keeps a token until the moment of validUntil, then discards it', () => {
    const just = (ms: number) => ({ value: 't', validUntil: new Date(now.getTime() + ms) });
    expect(isTokenUsable(just(1), now)).toBe(true);
    expect(isTokenUsable(just(0), now)).toBe(false);
    expect(isTokenUsable(just(-1), now)).toBe(false);
  });

  it('keeps a token without validUntil forever', () => {
    expect(isTokenUsable({ value: 't', validUntil: null }, at('2099-01-01T00:00:00Z'))).toBe(true);
  });

  it('reads validUntil as a Seoul date-time string or an ISO string', () => {
    expect(isTokenUsable({ value: 't', validUntil: '2026-11-22 14:00:01' }, now)).toBe(true);
    expect(isTokenUsable({ value: 't', validUntil: '2026-11-22 14:00:00' }, now)).toBe(false);
    expect(isTokenUsable({ value: 't', validUntil: '2026-11-22T05:00:01Z' }, now)).toBe(true);
    expect(isTokenUsable({ value: 't', validUntil: '2026-11-22T05:00:00Z' }, now)).toBe(false);
  });

  it('discards a token without a value or with an unreadable validUntil', () => {
    expect(isTokenUsable({ value: null, validUntil: null }, now)).toBe(false);
    expect(isTokenUsable({ value: '', validUntil: null }, now)).toBe(false);
    expect(isTokenUsable(null, now)).toBe(false);
    expect(isTokenUsable(undefined, now)).toBe(false);
    expect(isTokenUsable({ value: 't', validUntil: 'soon' }, now)).toBe(false);
  });

  it('accepts what tokenValidUntil gives, until 90 days have passed', () => {
    const token = { value: 't', validUntil: tokenValidUntil(true, now) };
    expect(isTokenUsable(token, new Date(now.getTime() + 90 * DAY - 1))).toBe(true);
    expect(isTokenUsable(token, new Date(now.getTime() + 90 * DAY))).toBe(false);
  });
});

describe('cartBadgeLabel', () => {
  it('shows the count up to 98 and 99+ from 99', () => {
    expect(cartBadgeLabel(1)).toBe('1');
    expect(cartBadgeLabel(98)).toBe('98');
    expect(cartBadgeLabel(99)).toBe('99+');
    expect(cartBadgeLabel(100)).toBe('99+');
  });

  it('shows nothing for an empty cart or a nonsense count', () => {
    expect(cartBadgeLabel(0)).toBe('');
    expect(cartBadgeLabel(-3)).toBe('');
    expect(cartBadgeLabel(Number.NaN)).toBe('');
  });
});

describe('truncateNoticeTitle', () => {
  const title = (length: number) => '공'.repeat(length);

  it('keeps titles of up to 30 characters', () => {
    expect(truncateNoticeTitle(title(29))).toBe(title(29));
    expect(truncateNoticeTitle(title(30))).toBe(title(30));
  });

  it('cuts longer titles to 30 characters and an ellipsis', () => {
    expect(truncateNoticeTitle(title(31))).toBe(`${title(30)}…`);
    expect(truncateNoticeTitle(title(80))).toBe(`${title(30)}…`);
  });

  it('counts an emoji as one character and drops a space before the ellipsis', () => {
    const emoji = '🎉'.repeat(31);
    expect(truncateNoticeTitle(emoji)).toBe(`${'🎉'.repeat(30)}…`);
    expect(truncateNoticeTitle(`${'a'.repeat(29)} bcd`)).toBe(`${'a'.repeat(29)}…`);
    expect(truncateNoticeTitle(`  ${title(30)}  `)).toBe(title(30));
  });
});

describe('pushSearchHistory', () => {
  it('puts the trimmed keyword first', () => {
    expect(pushSearchHistory(['netflix'], '  youtube ')).toEqual(['youtube', 'netflix']);
  });

  it('moves a repeated keyword to the front instead of repeating it', () => {
    expect(pushSearchHistory(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
    expect(pushSearchHistory(['a', 'b'], ' a ')).toEqual(['a', 'b']);
  });

  it('keeps at most the cap, dropping the oldest', () => {
    const full = Array.from({ length: SEARCH_HISTORY_MAX }, (_, i) => `k${i}`);
    const next = pushSearchHistory(full, 'new');
    expect(next).toHaveLength(SEARCH_HISTORY_MAX);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(full.at(-1));
    expect(SEARCH_HISTORY_MAX).toBe(10);
  });

  it('ignores a blank keyword and never changes the list passed in', () => {
    const list = ['a'];
    expect(pushSearchHistory(list, '   ')).toEqual(['a']);
    pushSearchHistory(list, 'b');
    expect(list).toEqual(['a']);
  });
});

describe('safeRedirect', () => {
  it('keeps paths of this site', () => {
    for (const path of ['/', '/cart', '/my/orders?page=2&type=ecoupon', '/search/%2F%2Fx#top']) {
      expect(safeRedirect(path)).toBe(path);
    }
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'cart',
      '',
      ' /cart',
    ]) {
      expect(safeRedirect(value), JSON.stringify(value)).toBe('');
    }
  });

  it('refuses values that are not strings', () => {
    expect(safeRedirect(undefined)).toBe('');
    expect(safeRedirect(['/cart'])).toBe('');
    expect(safeRedirect(42)).toBe('');
  });
});

describe('parsePageParam', () => {
  it('accepts whole numbers from 1', () => {
    expect(parsePageParam('1')).toBe(1);
    expect(parsePageParam('2')).toBe(2);
    expect(parsePageParam('010')).toBe(10);
    expect(parsePageParam(7)).toBe(7);
  });

  it('falls back to 1 for anything else', () => {
    for (const value of [
      '0',
      '-1',
      '1.5',
      '1e3',
      ' 2',
      '',
      'two',
      '99999999999999999999',
      0,
      2.5,
      null,
      undefined,
      ['2'],
    ]) {
      expect(parsePageParam(value), JSON.stringify(value)).toBe(1);
    }
  });
});
