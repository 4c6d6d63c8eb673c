import { bodySchemaOf, contract, listRoutes } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invalidBodies, wrongTypeValue } from './invalid-bodies';

describe('invalidBodies', () => {
  it('gives every field of the wrong type, and an empty body when fields are required', () => {
    expect(invalidBodies(contract.cart.addToCart.body)).toEqual([
      { name: 'wrong types', body: { type: 12345, typeSeq: 'not a number' } },
      { name: 'missing required fields', body: {} },
    ]);
  });

  it('leaves out the empty body when every field is optional', () => {
    const bodies = invalidBodies(contract.sellerPosts.approveMembership.body);
    expect(bodies).toEqual([{ name: 'wrong types', body: { memberSeq: 'not a number' } }]);
  });

  it('makes bodies the contract itself rejects, for every route with a body', () => {
    for (const { key, route } of listRoutes(contract)) {
      const schema = bodySchemaOf(route);
      if (!schema) continue;
      const bodies = invalidBodies(schema);
      expect(bodies.length, key).toBeGreaterThan(0);
      for (const { body } of bodies) expect(schema.safeParse(body).success, key).toBe(false);
    }
  });

  it('has nothing for routes without a body', () => {
    expect(invalidBodies(undefined)).toEqual([]);
    expect(invalidBodies(z.object({}).strict())).toEqual([]);
  });
});

describe('wrongTypeValue', () => {
  it('picks another JSON type', () => {
    expect(wrongTypeValue(z.string().optional())).toBe(12345);
    expect(wrongTypeValue(z.number().default(1))).toBe('not a number');
    expect(wrongTypeValue(z.boolean())).toBe('not a boolean');
    expect(wrongTypeValue(z.array(z.string()).min(1))).toBe('not a list');
    expect(wrongTypeValue(z.object({ a: z.string() }).nullable())).toBe('not an object');
  });
});
