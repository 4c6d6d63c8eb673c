import { contract } from '@market/contract';
import { describe, expect, it } from 'vitest';
import {
  checkAnswer,
  checkDeclaredStatus,
  checkEnvelope,
  checkJsonContentType,
  checkNotServerError,
  checkPagination,
  checkResponseSchema,
  isPagedResponse,
} from './checks';
import type { Answer } from './types';

const answer = (status: number, json: unknown, contentType = 'application/json; charset=utf-8') =>
  ({
    method: 'GET',
    url: 'http://api.test/x',
    status,
    contentType,
    json,
    text: JSON.stringify(json) ?? '',
    durationMs: 1,
  }) satisfies Answer;

const failure = (code: string, message = 'no') => ({
  success: false,
  response: null,
  error: { code, message },
  pagination: null,
});
const success = (response: unknown, pagination: unknown = null) => ({
  success: true,
  response,
  error: null,
  pagination,
});

const getCoupon = contract.catalogue.getCoupon;
const listCoupons = contract.catalogue.listCoupons;

const seller = {
  seq: 3,
  nickname: 'seller',
  profileImageUrl: null,
  intro: null,
  sellerSince: '2025-01-01 00:00:00',
  subscriptionPostCount: 1,
  couponPostCount: 2,
  codePostCount: 3,
  positiveReviewCount: 4,
  negativeReviewCount: 0,
};
const coupon = {
  seq: 6,
  type: 'COUPON',
  title: '{"ko":"쿠폰"}',
  content: '',
  categorySeq: 2,
  category1: '{"ko":"카페"}',
  category2: null,
  category3: null,
  price: 4500,
  faceValue: 5000,
  thumbnailUrl: null,
  seller: { seq: 3, nickname: 'seller', profileImageUrl: null },
  picked: false,
  boostedAt: null,
  createdAt: '2026-10-01 10:00:00',
  status: 'ON_SALE',
  expiresAt: '2026-12-31',
};

describe('checkNotServerError', () => {
  it('passes client errors and fails 5xx and missing answers', () => {
    expect(checkNotServerError(answer(404, failure('NOT_FOUND')))).toEqual([]);
    expect(checkNotServerError(answer(500, failure('INTERNAL_ERROR', 'boom')))[0]).toMatchObject({
      check: 'server-error',
      message: 'server error 500 (INTERNAL_ERROR: boom)',
    });
    const none = { ...answer(0, undefined), networkError: 'ECONNREFUSED' };
    expect(checkNotServerError(none)[0]).toMatchObject({ check: 'network' });
  });
});

describe('checkDeclaredStatus', () => {
  it('accepts the statuses a route declares and names them otherwise', () => {
    expect(checkDeclaredStatus(getCoupon, 404)).toEqual([]);
    expect(checkDeclaredStatus(getCoupon, 409)[0]?.message).toBe(
      'status 409 is not declared by the route (declares 200, 400, 404)',
    );
  });
});

describe('checkJsonContentType', () => {
  it('accepts JSON with or without parameters and +json types', () => {
    expect(checkJsonContentType(answer(200, {}))).toEqual([]);
    expect(checkJsonContentType(answer(200, {}, 'application/problem+json'))).toEqual([]);
    expect(checkJsonContentType(answer(200, {}, 'text/html'))).toHaveLength(1);
    expect(checkJsonContentType({ ...answer(200, {}), contentType: null })).toHaveLength(1);
  });
});

describe('checkEnvelope', () => {
  it('accepts a success and a failure with a catalogue code of its status', () => {
    expect(checkEnvelope(answer(200, success({ a: 1 })))).toEqual([]);
    expect(checkEnvelope(answer(409, failure('ALREADY_IN_CART')))).toEqual([]);
  });

  it('names missing and extra keys', () => {
    const { pagination: _, ...noPagination } = success(1);
    const messages = checkEnvelope(answer(200, { ...noPagination, data: 1 })).map((i) => i.message);
    expect(messages).toEqual(['envelope has no "pagination"', 'envelope has other keys: data']);
  });

  it('refuses a body that is not an object', () => {
    expect(checkEnvelope(answer(200, [1, 2]))[0]?.message).toMatch(/not a JSON object/);
  });

  it('refuses success on an error status and failure on a success status', () => {
    expect(checkEnvelope(answer(404, success(null)))[0]?.message).toBe(
      'success is true on status 404',
    );
    expect(checkEnvelope(answer(200, failure('NOT_FOUND'))).map((i) => i.message)).toContain(
      'success is false on status 200',
    );
  });

  it('refuses codes outside the catalogue and codes of another status', () => {
    expect(checkEnvelope(answer(400, failure('OOPS')))[0]?.message).toBe(
      'error code OOPS is not in the catalogue',
    );
    expect(checkEnvelope(answer(400, failure('NOT_FOUND')))[0]?.message).toBe(
      'error code NOT_FOUND belongs to status 404, answered with 400',
    );
  });

  it('refuses an error that is not {code, message}', () => {
    const body = { ...failure('NOT_FOUND'), error: 'not found' };
    expect(checkEnvelope(answer(404, body))[0]?.message).toMatch(/not \{code, message\}/);
  });
});

describe('checkResponseSchema', () => {
  it('validates the body with the schema of the status', () => {
    expect(
      checkResponseSchema(getCoupon, answer(200, success({ ...coupon, seller, viewer: null }))),
    ).toEqual([]);
    const wrong = success({ ...coupon, seller, viewer: null, price: '4500' });
    expect(checkResponseSchema(getCoupon, answer(200, wrong))).toEqual([
      {
        check: 'schema',
        message: 'response.price: expected number, received "4500"',
        path: 'response.price',
        expected: 'number',
        received: '"4500"',
      },
    ]);
  });

  it('validates a failure against the error envelope', () => {
    expect(checkResponseSchema(getCoupon, answer(404, failure('NOT_FOUND')))).toEqual([]);
    const issues = checkResponseSchema(
      getCoupon,
      answer(404, { ...failure('NOT_FOUND'), error: null }),
    );
    expect(issues[0]?.path).toBe('error');
  });
});

describe('checkPagination', () => {
  const page = (items: unknown[], pagination: Record<string, unknown>) =>
    success(items, pagination);
  const coherent = { currentPage: 2, pageSize: 2, totalCount: 5, totalPage: 3, nextPage: 3 };

  it('accepts a coherent page, a last page and an empty list', () => {
    expect(checkPagination(page([1, 2], coherent), { page: 2, size: 2 })).toEqual([]);
    const last = { ...coherent, currentPage: 3, nextPage: null };
    expect(checkPagination(page([5], last), { page: 3, size: 2 })).toEqual([]);
    const empty = { currentPage: 1, pageSize: 20, totalCount: 0, totalPage: 0, nextPage: null };
    expect(checkPagination(page([], empty), { page: 1, size: 20 })).toEqual([]);
  });

  it('names each incoherence', () => {
    const lying = { currentPage: 1, pageSize: 10, totalCount: 5, totalPage: 2, nextPage: null };
    const messages = checkPagination(page([1, 2, 3], lying), { page: 2, size: 2 }).map(
      (i) => i.message,
    );
    expect(messages).toEqual([
      'currentPage (page 2 asked) is 1, expected 2',
      'pageSize (size 2 asked) is 10, expected 2',
      'totalPage (totalCount 5, pageSize 10) is 2, expected 1',
      '3 items on page 2, expected 0 (totalCount 5, pageSize 10)',
    ]);
  });

  it('wants nextPage on every page but the last', () => {
    const noNext = { ...coherent, nextPage: null };
    expect(checkPagination(page([1, 2], noNext), { page: 2, size: 2 })[0]?.message).toBe(
      'nextPage (page 2 of 3) is null, expected 3',
    );
  });

  it('refuses more items than the page size, counting only what the route counts', () => {
    const one = { currentPage: 1, pageSize: 1, totalCount: 3, totalPage: 3, nextPage: 2 };
    const items = [{ pinned: true }, { pinned: false }];
    expect(checkPagination(page(items, one), { page: 1, size: 1 })[0]?.message).toBe(
      '2 items on a page of pageSize 1',
    );
    const countItems = (list: unknown[]) =>
      list.filter((i) => !(i as { pinned: boolean }).pinned).length;
    expect(checkPagination(page(items, one), { page: 1, size: 1, countItems })).toEqual([]);
  });

  it('refuses an answer without pagination', () => {
    expect(checkPagination(success([1]), { page: 1, size: 20 })[0]?.check).toBe('pagination');
  });
});

describe('isPagedResponse', () => {
  it('tells paged routes from the others', () => {
    expect(isPagedResponse(listCoupons)).toBe(true);
    expect(isPagedResponse(getCoupon)).toBe(false);
    expect(isPagedResponse(contract.cart.getCart)).toBe(false);
  });
});

describe('checkAnswer', () => {
  it('does not check the schema of a body that is not an envelope', () => {
    const issues = checkAnswer(getCoupon, answer(200, { price: 1 }));
    expect(issues.map((i) => i.check)).toEqual([
      'envelope',
      'envelope',
      'envelope',
      'envelope',
      'envelope',
      'envelope',
    ]);
  });

  it('checks an expected status and error code', () => {
    const refused = answer(404, failure('NOT_FOUND', 'gone'));
    expect(checkAnswer(getCoupon, refused, { status: 'success' })[0]?.message).toBe(
      'expected success, got 404 (NOT_FOUND: gone)',
    );
    const unauthenticated = answer(401, failure('TOKEN_EXPIRED'));
    const issues = checkAnswer(contract.cart.getCart, unauthenticated, {
      status: 401,
      errorCode: 'UNAUTHENTICATED',
    });
    expect(issues.map((i) => i.message)).toEqual([
      'expected error code UNAUTHENTICATED, got TOKEN_EXPIRED',
    ]);
  });

  it('checks pagination on successful pages only', () => {
    const pagination = { currentPage: 1, pageSize: 20, totalCount: 1, totalPage: 1, nextPage: 2 };
    const body = success([{ ...coupon }], pagination);
    const issues = checkAnswer(listCoupons, answer(200, body), { page: { page: 1, size: 20 } });
    expect(issues.map((i) => i.check)).toEqual(['pagination']);
  });

  it('reports a server error together with the undeclared status', () => {
    const checks = checkAnswer(getCoupon, answer(502, failure('SERVICE_UNAVAILABLE'))).map(
      (i) => i.check,
    );
    expect(checks).toEqual(['server-error', 'status', 'envelope']);
  });
});
