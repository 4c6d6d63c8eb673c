import { contract, listRoutes } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { type RouteInputs, baseInputs, routeRequests } from './inputs';

const routeOf = (key: string) => listRoutes(contract).find((listed) => listed.key === key)!;
const inputsOf = (key: string, body?: unknown) => baseInputs(routeOf(key), body) as RouteInputs;

describe('fuzz inputs', () => {
  it('classifies page numbers by the contract: bounds ±1, huge and oddly written ones', () => {
    const requests = routeRequests(
      routeOf('catalogue.listCoupons'),
      inputsOf('catalogue.listCoupons'),
    );
    const page = (text: string) =>
      requests.find((r) => r.name === `?page=${JSON.stringify(text)}`)?.refused;
    expect(page('0')).toBe(true);
    expect(page('1')).toBe(false);
    expect(page('10000')).toBe(false);
    expect(page('10001')).toBe(true);
    for (const text of ['1e300', '0x10', '+2', ' 1', '9007199254740993']) {
      expect(page(text), text).toBe(true);
    }
    expect(requests.find((r) => r.kind === 'extra-fields')).toMatchObject({
      target: '/api/coupon?unexpectedParam=1',
      refused: true,
    });
  });

  it('varies each body field and knows which bodies the schema refuses', () => {
    const requests = routeRequests(
      routeOf('cart.addToCart'),
      inputsOf('cart.addToCart', { type: 'COUPON', typeSeq: 3 }),
    );
    const byName = (name: string) => requests.find((r) => r.name === name);
    expect(byName('body.typeSeq = 1e+300')).toMatchObject({ kind: 'huge-numbers', refused: true });
    expect(byName('body.type missing')).toMatchObject({ kind: 'missing-fields', refused: true });
    expect(byName('body.unexpectedField')).toMatchObject({ kind: 'extra-fields', refused: true });
    expect(byName('body is not JSON')).toMatchObject({ body: '{"broken": ', refused: true });
    expect(new Set(requests.map((r) => r.kind))).toEqual(
      new Set(['bounds', 'huge-numbers', 'wrong-types', 'missing-fields', 'extra-fields']),
    );
  });

  it('fills path parameters and required queries with values the schema takes', () => {
    expect(inputsOf('orders.getOrder')).toEqual({ params: { id: '1' }, query: {} });
    expect(inputsOf('community.listComments').query).toEqual({
      type: 'SUBSCRIPTION',
      typeSeq: '1',
    });
    expect(baseInputs(routeOf('cart.addToCart'), { type: 'BOOK' })).toEqual({
      missing: 'a valid body (the recorded example)',
    });
  });
});
