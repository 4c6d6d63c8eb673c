/**
 * Query strings made from a route's zod query schema: page 1, a valid value for every required
 * field (the first option of an enum, a discovered word for a keyword), overrides first. Optional
 * filters are left out, so the answer is the plain list the schema's defaults describe.
 */
import { choicesOf, fieldInfo, isZodSchema, objectShape, typeNameOf } from '@market/contract';
import type { ZodTypeAny } from 'zod';
import type { PageAsked } from './checks';
import type { QueryValue } from './http';

export interface QueryPlan {
  query: Record<string, QueryValue>;
  /** The page asked for, for the pagination check; undefined when the route is not paged. */
  page?: PageAsked;
}

export type QueryResult = QueryPlan | { missing: string };

export interface QueryHints {
  /** A word that finds something, for required `keyword` fields. */
  keyword?: string;
  /** Values that win over anything generated. */
  overrides?: Record<string, QueryValue>;
}

/** A valid value for one required field, or undefined when none can be made up. */
function valueFor(name: string, schema: ZodTypeAny, hints: QueryHints): QueryValue | undefined {
  const choices = choicesOf(schema);
  if (choices?.length) return choices[0] as QueryValue;
  const type = typeNameOf(schema);
  if (type === 'ZodString' && /keyword/i.test(name)) return hints.keyword;
  if (type === 'ZodBoolean') return true;
  return undefined;
}

export function planQuery(
  querySchema: unknown,
  hints: QueryHints = {},
  page = 1,
  size?: number,
): QueryResult {
  if (!isZodSchema(querySchema)) return { query: {} };
  const shape = objectShape(querySchema) ?? {};
  const query: Record<string, QueryValue> = {};
  for (const [name, field] of Object.entries(shape)) {
    const override = hints.overrides?.[name];
    if (override !== undefined) {
      query[name] = override;
      continue;
    }
    if (name === 'page') {
      query.page = page;
      continue;
    }
    if (name === 'size' && size !== undefined) {
      query.size = size;
      continue;
    }
    if (fieldInfo(field).optional) continue;
    const value = valueFor(name, field, hints);
    if (value === undefined) return { missing: `no value for the required query field "${name}"` };
    query[name] = value;
  }
  if (!('page' in shape)) return { query };
  const sizeField = shape.size;
  const defaultSize = sizeField ? fieldInfo(sizeField).defaultValue : undefined;
  const askedSize =
    typeof query.size === 'number'
      ? query.size
      : typeof defaultSize === 'number'
        ? defaultSize
        : undefined;
  return { query, page: { page: Number(query.page), size: askedSize } };
}
