/**
 * Paging of lists (SPEC §3, §7). `Pagination` has the same shape as the contract's envelope
 * `pagination` (contract/src/envelope.ts); domain declares its own because it may not import the
 * contract, and the two are kept structurally equal.
 */

export interface Pagination {
  /** 1-based. */
  currentPage: number;
  pageSize: number;
  totalCount: number;
  /** 0 for an empty list. */
  totalPage: number;
  /** The next page number, or null on the last page (and past it). */
  nextPage: number | null;
}

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

/**
 * The largest page number a list is asked for (assumed, decision 029). With pages of at most 100
 * items that is a million items deep, past any list a person pages through, and it keeps
 * `(page - 1) * size` far inside the safe integers. The contract refuses a larger page with 400.
 */
export const MAX_PAGE = 10_000;

function assertPositiveWhole(name: string, value: number, max: number): void {
  if (!Number.isSafeInteger(value) || value < 1 || value > max) {
    throw new RangeError(`${name} must be a whole number from 1 to ${max}: ${value}`);
  }
}

/** Where one page lies in a list of `totalCount` items, and its pagination. */
export interface PageBounds {
  /** Index of the page's first item (may be past the end). */
  start: number;
  /** Index after the page's last item, at most `totalCount`. */
  end: number;
  pagination: Pagination;
}

/**
 * The bounds of a page in a list known only by its length, for lists too large to build whole
 * (the server then fetches just `start` to `end`). `paginate` is this plus the slice.
 */
export function pageBounds(totalCount: number, page: number, size: number): PageBounds {
  assertPositiveWhole('page', page, MAX_PAGE);
  assertPositiveWhole('size', size, Number.MAX_SAFE_INTEGER);
  if (!Number.isSafeInteger(totalCount) || totalCount < 0) {
    throw new RangeError(`totalCount must be a whole number from 0: ${totalCount}`);
  }
  const totalPage = Math.ceil(totalCount / size);
  const start = (page - 1) * size;
  return {
    start,
    end: Math.min(start + size, Math.max(start, totalCount)),
    pagination: {
      currentPage: page,
      pageSize: size,
      totalCount,
      totalPage,
      nextPage: page < totalPage ? page + 1 : null,
    },
  };
}

/**
 * One page of a list. A page past the last is empty (not an error) and keeps the page number asked
 * for, so a client that asked for page 7 of 3 sees that it is past the end.
 */
export function paginate<T>(items: readonly T[], page: number, size: number): Page<T> {
  const { start, end, pagination } = pageBounds(items.length, page, size);
  return { items: items.slice(start, end), pagination };
}

export interface PageNavigation {
  currentPage: number;
  /** null on the first page. */
  previousPage: number | null;
  nextPage: number | null;
  totalPage: number;
  totalCount: number;
  isFirst: boolean;
  isLast: boolean;
}

/**
 * What a pager shows. Previous from a page past the end leads back to the last page, so the pager
 * never offers a step into more emptiness.
 */
export function pageNavigation(pagination: Pagination): PageNavigation {
  const { currentPage, totalPage, totalCount, nextPage } = pagination;
  const previousPage = currentPage > 1 ? Math.min(currentPage - 1, Math.max(totalPage, 1)) : null;
  return {
    currentPage,
    previousPage,
    nextPage,
    totalPage,
    totalCount,
    isFirst: previousPage === null,
    isLast: nextPage === null,
  };
}
