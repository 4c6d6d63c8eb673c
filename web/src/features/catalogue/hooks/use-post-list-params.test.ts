import { describe, expect, it } from 'vitest';
import { parseSeqParam } from '@/lib/browser/search-params';
import { readPostListParams, writePostListParams } from './use-post-list-params';

const read = (search: string) => readPostListParams(new URLSearchParams(search));

describe('list filters in the address', () => {
  it('reads whole numbers from 1 and ignores anything else', () => {
    expect(read('category=19&subcategory=20&page=3')).toEqual({
      category: 19,
      subcategory: 20,
      page: 3,
    });
    for (const bad of ['abc', '0', '-4', '1.5', '', '1e3', '99999999999999999999']) {
      expect(parseSeqParam(bad), bad).toBeNull();
    }
    expect(read('category=x&page=0')).toEqual({ category: null, subcategory: null, page: 1 });
  });

  it('reads a subcategory only under a category', () => {
    expect(read('subcategory=20')).toEqual({ category: null, subcategory: null, page: 1 });
  });

  it('writes only what is set, page 1 being the default, keeping other parameters', () => {
    const current = new URLSearchParams('utm=mail&page=4');
    expect(
      writePostListParams(current, { category: 19, subcategory: null, page: 1 }).toString(),
    ).toBe('utm=mail&category=19');
    expect(
      writePostListParams(current, { category: null, subcategory: 20, page: 2 }).toString(),
    ).toBe('utm=mail&page=2');
  });
});
