/**
 * Bodies a route must refuse: every field of the wrong type, and (when the schema needs any field)
 * an empty object. Each candidate is kept only if the contract's own schema rejects it, so a refusal
 * is what the contract demands, not a guess.
 */
import { isZodSchema, objectShape, typeNameOf } from '@market/contract';
import type { ZodTypeAny } from 'zod';

export interface InvalidBody {
  /** `wrong types` or `missing required fields`. */
  name: string;
  body: unknown;
}

/** A value of another JSON type than the field takes. */
export function wrongTypeValue(schema: ZodTypeAny): unknown {
  switch (typeNameOf(schema)) {
    case 'ZodNumber':
    case 'ZodBigInt':
      return 'not a number';
    case 'ZodBoolean':
      return 'not a boolean';
    case 'ZodArray':
    case 'ZodTuple':
    case 'ZodSet':
      return 'not a list';
    case 'ZodObject':
    case 'ZodRecord':
    case 'ZodMap':
      return 'not an object';
    default:
      // strings, enums, literals, dates as text: a number is never one of them
      return 12345;
  }
}

export function invalidBodies(bodySchema: unknown): InvalidBody[] {
  if (!isZodSchema(bodySchema)) return [];
  const shape = objectShape(bodySchema);
  const candidates: InvalidBody[] = [
    {
      name: 'wrong types',
      body: shape
        ? Object.fromEntries(
            Object.entries(shape).map(([key, field]) => [key, wrongTypeValue(field)]),
          )
        : 'not an object',
    },
    { name: 'missing required fields', body: {} },
  ];
  return candidates.filter((candidate) => !bodySchema.safeParse(candidate.body).success);
}
