/**
 * Every text a client sends has a maximum length (issue 22): a body field, a query or path value, a
 * header. Without one, a megabyte `code` passes validation and reaches the handler. The walk reads
 * the contract's own schemas, so a field added later without a bound fails here.
 */
import type { ZodTypeAny } from 'zod';
import { describe, expect, it } from 'vitest';
import { controlContract } from './control';
import { contract } from './index';
import { listRoutes } from './route-list';
import { fieldInfo, isZodSchema, schemaDefOf } from './schema-reading';

/** Paths (`body.agreements.terms`) of the strings under `schema` that have no maximum length. */
function unboundedStrings(schema: ZodTypeAny, path: string): string[] {
  const { base } = fieldInfo(schema);
  const def = schemaDefOf(base);
  switch (def.typeName) {
    case 'ZodString': {
      const bounded = (def.checks ?? []).some((c) => c.kind === 'max' || c.kind === 'length');
      return bounded ? [] : [path];
    }
    case 'ZodObject':
      return Object.entries(def.shape!()).flatMap(([key, field]) =>
        unboundedStrings(field, `${path}.${key}`),
      );
    case 'ZodArray':
      return unboundedStrings(def.type!, `${path}[]`);
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion':
      return (def.options ?? []).flatMap((option, index) =>
        unboundedStrings(option, `${path}|${index}`),
      );
    default:
      return [];
  }
}

describe('request bounds', () => {
  it('gives every string a client sends a maximum length, the control API included', () => {
    const routes = [...listRoutes(contract), ...listRoutes(controlContract, 'control')];
    const unbounded = routes.flatMap(({ key, route }) =>
      (['pathParams', 'query', 'headers', 'body'] as const).flatMap((part) => {
        const schema = (route as Record<string, unknown>)[part];
        return isZodSchema(schema) ? unboundedStrings(schema, `${key} ${part}`) : [];
      }),
    );
    expect(unbounded).toEqual([]);
  });
});
