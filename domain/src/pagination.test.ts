import { describe, expect, it } from 'vitest';
import { MAX_PAGE, pageBounds, pageNavigation, paginate } from './pagination';

const items = Array.from({ length: 25 }, (_, i) => i + 1);

describe('paginate', () => {
  it('cuts a list into pages and says what comes next', () => {
    expect(paginate(items, 1, 10)).toEqual({
      items: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      pagination: { currentPage: 1, pageSize: 10, totalCount: 25, totalPage: 3, nextPage: 2 },
    });
    const last = paginate(items, 3, 10);
    expect(last.items).toEqual([21, 22, 23, 24, 25]);
    expect(last.pagination.nextPage).toBeNull();
  });

  it('counts a full last page exactly', () => {
    expect(paginate(items.slice(0, 20), 2, 10).pagination).toMatchObject({
      totalPage: 2,
      nextPage: null,
    });
    expect(paginate(items.slice(0, 21), 2, 10).pagination).toMatchObject({
      totalPage: 3,
      nextPage: 3,
    });
  });

  it('answers an empty list with no pages, and a page past the end with no items', () => {
    expect(paginate([], 1, 10).pagination).toEqual({
      currentPage: 1,
      pageSize: 10,
      totalCount: 0,
      totalPage: 0,
      nextPage: null,
    });
    expect(paginate(items, 7, 10)).toMatchObject({
      items: [],
      pagination: { currentPage: 7, totalPage: 3, nextPage: null },
    });
  });

  it('refuses page or size below 1 or fractional', () => {
    expect(() => paginate(items, 0, 10)).toThrow(RangeError);
    expect(() => paginate(items, 1, 0)).toThrow(RangeError);
    expect(() => paginate(items, 1.5, 10)).toThrow(RangeError);
  });

  it('answers the last page number allowed and refuses the next', () => {
    expect(paginate(items, MAX_PAGE, 100)).toMatchObject({
      items: [],
      pagination: { currentPage: MAX_PAGE, nextPage: null },
    });
    expect(() => paginate(items, MAX_PAGE + 1, 100)).toThrow(RangeError);
  });
});

describe('pageBounds', () => {
  it('gives the same pagination as paginate, with where the page lies', () => {
    for (const page of [1, 2, 3, 4]) {
      const bounds = pageBounds(items.length, page, 10);
      expect(bounds.pagination).toEqual(paginate(items, page, 10).pagination);
      expect(items.slice(bounds.start, bounds.end)).toEqual(paginate(items, page, 10).items);
    }
    expect(pageBounds(25, 3, 10)).toMatchObject({ start: 20, end: 25 });
    expect(pageBounds(25, 4, 10)).toMatchObject({ start: 30, end: 30 });
  });

  it('refuses a negative or fractional total', () => {
    expect(() => pageBounds(-1, 1, 10)).toThrow(RangeError);
    expect(() => pageBounds(2.5, 1, 10)).toThrow(RangeError);
  });
});

describe('pageNavigation', () => {
  it('offers previous and next inside the list', () => {
    expect(pageNavigation(paginate(items, 2, 10).pagination)).toEqual({
      currentPage: 2,
      previousPage: 1,
      nextPage: 3,
      totalPage: 3,
      totalCount: 25,
      isFirst: false,
      isLast: false,
    });
  });

  it('offers no previous on the first page and no next on the last', () => {
    expect(pageNavigation(paginate(items, 1, 10).pagination)).toMatchObject({
      previousPage: null,
      isFirst: true,
    });
    expect(pageNavigation(paginate(items, 3, 10).pagination)).toMatchObject({
      nextPage: null,
      isLast: true,
    });
  });

  it('leads back to the last page from past the end', () => {
    expect(pageNavigation(paginate(items, 7, 10).pagination).previousPage).toBe(3);
    expect(pageNavigation(paginate([], 4, 10).pagination).previousPage).toBe(1);
  });
});
