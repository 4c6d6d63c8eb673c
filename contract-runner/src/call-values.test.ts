import { contract, listRoutes } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { firstWord, pathParamSources, queryOverrides } from './call-values';
import { emptyInventory } from './discovery';
import { unjourneyedWrites } from './journeys';

const routes = listRoutes(contract);
const keys = new Set(routes.map((route) => route.key));

describe('the path parameter table', () => {
  it('has an entry for every route with path parameters, and only for those', () => {
    const withParams = routes.filter((r) => r.route.path.includes(':')).map((r) => r.key);
    expect(Object.keys(pathParamSources).sort()).toEqual(withParams.sort());
  });

  it('resolves nothing from an empty inventory, so such routes are skipped with a reason', () => {
    const inventory = emptyInventory();
    for (const [key, source] of Object.entries(pathParamSources)) {
      expect(source.resolve(inventory), key).toBeUndefined();
      expect(source.needs, key).not.toBe('');
    }
  });

  it('fills exactly the placeholders of its route', () => {
    const inventory = emptyInventory();
    inventory.users.seller = { seq: 3, nickname: 'store' } as never;
    const params = pathParamSources['catalogue.listSellerPosts']!.resolve(inventory);
    expect(params).toEqual({ sellerSeq: 3 });
  });
});

describe('the other tables', () => {
  it('name routes of the contract only', () => {
    for (const key of Object.keys(queryOverrides)) expect(keys.has(key), key).toBe(true);
    for (const key of Object.keys(unjourneyedWrites)) {
      expect(keys.has(key), key).toBe(true);
      expect(routes.find((r) => r.key === key)?.meta.writes, key).toBe(true);
    }
  });
});

describe('firstWord', () => {
  it('finds the first word of two letters or more', () => {
    expect(firstWord('[판매자 필독] 유효기간')).toBe('판매자');
    expect(firstWord('A Netflix: 3 months')).toBe('Netflix');
    expect(firstWord('1 2 3')).toBeUndefined();
  });
});
