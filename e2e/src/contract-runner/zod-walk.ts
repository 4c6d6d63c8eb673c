/**
 * Reading the contract's zod schemas as data: what a query or body field is underneath its
 * optional, default, transform and pipe wrappers. Works from `_def.typeName`, so a schema built by
 * another copy of zod reads the same.
 */
import type { ZodTypeAny } from 'zod';

interface AnyDef {
  typeName?: string;
  innerType?: ZodTypeAny;
  schema?: ZodTypeAny;
  in?: ZodTypeAny;
  type?: ZodTypeAny;
  getter?: () => ZodTypeAny;
  defaultValue?: () => unknown;
  values?: readonly unknown[];
  value?: unknown;
  shape?: () => Record<string, ZodTypeAny>;
  options?: readonly ZodTypeAny[];
}

const defOf = (schema: ZodTypeAny) => schema._def as AnyDef;

export const typeNameOf = (schema: ZodTypeAny) => defOf(schema).typeName ?? 'unknown';

/** True for anything that looks like a zod schema (ts-rest's `c.noBody()` is a symbol). */
export const isZodSchema = (value: unknown): value is ZodTypeAny =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { safeParse?: unknown }).safeParse === 'function';

export interface FieldInfo {
  /** The schema under every wrapper: ZodString, ZodNumber, ZodEnum, ZodObject... */
  base: ZodTypeAny;
  /** May be left out (optional, or has a default). */
  optional: boolean;
  nullable: boolean;
  /** The default value, when the schema has one. */
  defaultValue?: unknown;
}

/** Looks through optional, nullable, default, effects, pipe, brand, catch, lazy and readonly. */
export function fieldInfo(schema: ZodTypeAny): FieldInfo {
  let current = schema;
  let optional = false;
  let nullable = false;
  let defaultValue: unknown;
  let hasDefault = false;
  for (let depth = 0; depth < 32; depth += 1) {
    const def = defOf(current);
    switch (def.typeName) {
      case 'ZodOptional':
        optional = true;
        current = def.innerType!;
        continue;
      case 'ZodNullable':
        nullable = true;
        current = def.innerType!;
        continue;
      case 'ZodDefault':
        if (!hasDefault) defaultValue = def.defaultValue!();
        hasDefault = true;
        optional = true;
        current = def.innerType!;
        continue;
      case 'ZodCatch':
      case 'ZodReadonly':
        current = def.innerType!;
        continue;
      case 'ZodEffects':
        current = def.schema!;
        continue;
      case 'ZodPipeline':
        // The input side is what travels on the wire (a comma list is text before it is an array).
        current = def.in!;
        continue;
      case 'ZodBranded':
        current = def.type!;
        continue;
      case 'ZodLazy':
        current = def.getter!();
        continue;
      default:
        return hasDefault
          ? { base: current, optional, nullable, defaultValue }
          : { base: current, optional, nullable };
    }
  }
  return { base: current, optional, nullable };
}

/** The fields of an object schema (under any wrapper), or null when it is not an object. */
export function objectShape(schema: ZodTypeAny): Record<string, ZodTypeAny> | null {
  const { base } = fieldInfo(schema);
  const def = defOf(base);
  return def.typeName === 'ZodObject' && def.shape ? def.shape() : null;
}

/** The options of an enum or native enum, or the value of a literal. */
export function choicesOf(schema: ZodTypeAny): unknown[] | null {
  const def = defOf(fieldInfo(schema).base);
  if (def.typeName === 'ZodEnum' && def.values) return [...def.values];
  if (def.typeName === 'ZodNativeEnum' && def.values) return Object.values(def.values);
  if (def.typeName === 'ZodLiteral') return [def.value];
  return null;
}

/** The schema of a value for a status, e.g. `response` inside the envelope's object schema. */
export function fieldOf(schema: ZodTypeAny, key: string): ZodTypeAny | null {
  return objectShape(schema)?.[key] ?? null;
}

/** The zod schema of a route's JSON body; undefined for GETs and for `c.noBody()`. */
export function bodySchemaOf(route: object): ZodTypeAny | undefined {
  const body = (route as { body?: unknown }).body;
  return isZodSchema(body) ? body : undefined;
}
