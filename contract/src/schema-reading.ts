/**
 * Reading the contract's zod schemas as data, for the tools that sweep every route (the contract
 * runner, the mock server's bad-input and authorization sweeps): what a query or body field is under
 * its optional, nullable, default, transform and pipe wrappers, an object's fields, an enum's
 * choices. Works from `_def.typeName`, so a schema built by another copy of zod reads the same.
 */
import type { ZodTypeAny } from 'zod';

/** The parts of a zod `_def` these readers look at; which are set depends on `typeName`. */
export interface SchemaDef {
  typeName?: string;
  innerType?: ZodTypeAny;
  schema?: ZodTypeAny;
  in?: ZodTypeAny;
  type?: ZodTypeAny;
  getter?: () => ZodTypeAny;
  defaultValue?: () => unknown;
  values?: readonly unknown[] | Record<string, unknown>;
  value?: unknown;
  shape?: () => Record<string, ZodTypeAny>;
  options?: readonly ZodTypeAny[];
  checks?: ReadonlyArray<{ kind: string; value?: number; inclusive?: boolean }>;
  minLength?: { value: number } | null;
  maxLength?: { value: number } | null;
  exactLength?: { value: number } | null;
}

export const schemaDefOf = (schema: ZodTypeAny): SchemaDef => schema._def as SchemaDef;

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
  /** The default value, when the schema has one (the outermost default wins, as in parsing). */
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
    const def = schemaDefOf(current);
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

/** The type name of the schema under its wrappers (`ZodString`, `ZodObject`...). */
export const typeNameOf = (schema: ZodTypeAny): string =>
  schemaDefOf(fieldInfo(schema).base).typeName ?? 'unknown';

/** The fields of an object schema (under any wrapper), or null when it is not an object. */
export function objectShape(schema: ZodTypeAny): Record<string, ZodTypeAny> | null {
  const def = schemaDefOf(fieldInfo(schema).base);
  return def.typeName === 'ZodObject' && def.shape ? def.shape() : null;
}

/** The options of an enum or native enum, or the value of a literal; null for anything else. */
export function choicesOf(schema: ZodTypeAny): unknown[] | null {
  const def = schemaDefOf(fieldInfo(schema).base);
  if (def.typeName === 'ZodEnum' && Array.isArray(def.values)) return [...def.values];
  if (def.typeName === 'ZodNativeEnum' && def.values) return Object.values(def.values);
  if (def.typeName === 'ZodLiteral') return [def.value];
  return null;
}

/** The schema of one field of an object schema, e.g. `response` inside the envelope. */
export function fieldOf(schema: ZodTypeAny, key: string): ZodTypeAny | null {
  return objectShape(schema)?.[key] ?? null;
}

/** The zod schema of a route's JSON body; undefined for GETs and for `c.noBody()`. */
export function bodySchemaOf(route: object): ZodTypeAny | undefined {
  const body = (route as { body?: unknown }).body;
  return isZodSchema(body) ? body : undefined;
}
