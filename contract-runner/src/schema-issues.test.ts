import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { SCHEMA_ISSUE_LIMIT, formatPath, previewValue, schemaIssues } from './schema-issues';

const issuesOf = (schema: z.ZodTypeAny, body: unknown) => {
  const result = schema.safeParse(body);
  if (result.success) throw new Error('expected a failure');
  return schemaIssues(result.error, body);
};

describe('formatPath', () => {
  it('writes JSON paths as code would', () => {
    expect(formatPath(['response', 0, 'seller', 'nickname'])).toBe('response[0].seller.nickname');
    expect(formatPath(['response', 'odd-key'])).toBe('response["odd-key"]');
    expect(formatPath([])).toBe('(body)');
  });
});

describe('previewValue', () => {
  it('shows JSON, cut short', () => {
    expect(previewValue('1000')).toBe('"1000"');
    expect(previewValue(undefined)).toBe('nothing (the field is missing)');
    expect(previewValue('x'.repeat(200))).toHaveLength(60);
  });
});

describe('schemaIssues', () => {
  const schema = z.object({
    response: z.object({
      price: z.number(),
      status: z.enum(['ON_SALE', 'SOLD']),
      type: z.literal('COUPON'),
      title: z.string().min(1),
      items: z.array(z.number()).max(1),
      email: z.string().email(),
      day: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date.format')
        .optional(),
    }),
  });
  const good = { price: 1, status: 'SOLD', type: 'COUPON', title: 't', items: [], email: 'a@b.co' };

  it('says where, what was expected and what arrived, one line each', () => {
    const issues = issuesOf(schema, {
      response: { ...good, price: '1', status: 'GONE', type: 'CODE', title: '' },
    });
    expect(issues.map((i) => i.message)).toEqual([
      'response.price: expected number, received "1"',
      'response.status: expected one of "ON_SALE" | "SOLD", received "GONE"',
      'response.type: expected "COUPON", received "CODE"',
      'response.title: expected at least 1 characters, received ""',
    ]);
  });

  it('names a missing field', () => {
    const { price: _, ...noPrice } = good;
    expect(issuesOf(schema, { response: noPrice })[0]).toMatchObject({
      path: 'response.price',
      expected: 'number',
      received: 'nothing (the field is missing)',
    });
  });

  it('describes sizes and string formats', () => {
    const body = { response: { ...good, items: [1, 2], email: 'no', day: '1/2/2026' } };
    const messages = issuesOf(schema, body).map((i) => i.message);
    expect(messages).toEqual([
      'response.items: expected at most 1 items, received [1,2]',
      'response.email: expected text in email format, received "no"',
      'response.day: expected text matching the pattern (validation.date.format), received "1/2/2026"',
    ]);
  });

  it('stops at the limit and counts the rest', () => {
    const many = z.array(z.number());
    const issues = issuesOf(many, ['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(issues).toHaveLength(SCHEMA_ISSUE_LIMIT + 1);
    expect(issues.at(-1)?.message).toBe(`... and ${7 - SCHEMA_ISSUE_LIMIT} more schema issues`);
  });
});
