import { contract } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { type QueryPlan, type QueryResult, planQuery } from './query-values';

const plan = (result: QueryResult): QueryPlan => {
  if ('missing' in result) throw new Error(result.missing);
  return result;
};

describe('planQuery', () => {
  it('asks page 1, leaves optional filters out and knows the default page size', () => {
    expect(planQuery(contract.catalogue.listCoupons.query)).toEqual({
      query: { page: 1 },
      page: { page: 1, size: 20 },
    });
    // SPEC §9: the e-money history lists 10 a page unless asked otherwise.
    expect(plan(planQuery(contract.wallet.listEmoneyHistory.query)).page).toEqual({
      page: 1,
      size: 10,
    });
  });

  it('gives required enums a valid value and required keywords the word it is given', () => {
    expect(planQuery(contract.content.getTerms.query)).toEqual({ query: { type: 'GENERAL' } });
    expect(plan(planQuery(contract.catalogue.getCategoryLevel.query)).query).toEqual({
      postType: 'SUBSCRIPTION',
    });
    expect(
      plan(planQuery(contract.catalogue.searchPosts.query, { keyword: 'netflix' })).query,
    ).toEqual({
      page: 1,
      keyword: 'netflix',
    });
  });

  it('says what is missing when a required value cannot be made up', () => {
    expect(planQuery(contract.catalogue.searchPosts.query)).toEqual({
      missing: 'no value for the required query field "keyword"',
    });
    expect(planQuery(contract.community.listComments.query)).toEqual({
      missing: 'no value for the required query field "typeSeq"',
    });
  });

  it('lets overrides win and asks for other pages and sizes', () => {
    const plan = planQuery(
      contract.community.listComments.query,
      { overrides: { typeSeq: 7, type: 'CODE' } },
      2,
      1,
    );
    expect(plan).toEqual({
      query: { page: 2, size: 1, type: 'CODE', typeSeq: 7 },
      page: { page: 2, size: 1 },
    });
  });

  it('has nothing to ask of a route without a query', () => {
    expect(planQuery(undefined)).toEqual({ query: {} });
  });
});
