/**
 * Values made from the contract's zod schemas, for the sweeps over every route (bad-input and
 * authorization tests): a valid value for a schema, the fields of a body with their paths, a value of
 * the wrong type for a field, and query or path texts a field refuses. What a schema is under its
 * wrappers is read with contract's schema-reading.
 *
 * A generated value is checked against its schema before it is returned, so a schema the generator
 * cannot satisfy fails loudly (add a per-route override) instead of sending an invalid "valid" body.
 */
import { choicesOf, fieldInfo, objectShape, schemaDefOf, typeNameOf } from '@market/contract';
import type { ZodTypeAny } from 'zod';

const passes = (schema: ZodTypeAny, value: unknown) => schema.safeParse(value).success;

/**
 * Texts that satisfy the usual string checks of the contract: patterns for dates, phones, account
 * numbers, PINs and codes, country codes, image names, e-mail and web addresses.
 */
const TEXT_CANDIDATES = [
  'a',
  'abcd',
  'member@example.com',
  '010-1234-5678',
  '123456',
  'KR',
  'image.png',
  'https://example.com/image.png',
  '2030-01-15',
  '2030-01-15 10:00:00',
];

function sampleText(schema: ZodTypeAny, field: ZodTypeAny): string {
  const checks = schemaDefOf(schema).checks ?? [];
  const min = Math.max(1, ...checks.filter((c) => c.kind === 'min').map((c) => c.value ?? 0));
  const candidates = ['a'.repeat(min), ...TEXT_CANDIDATES];
  const found = candidates.find((text) => passes(schema, text) && passes(field, text));
  if (found === undefined) throw new Error('no sample text satisfies the schema');
  return found;
}

function sampleNumber(schema: ZodTypeAny): number {
  const checks = schemaDefOf(schema).checks ?? [];
  const isInt = checks.some((c) => c.kind === 'int');
  const step = isInt ? 1 : 0.5;
  let low: number | undefined;
  let high: number | undefined;
  for (const check of checks) {
    if (check.kind === 'min') low = check.inclusive ? check.value! : check.value! + step;
    if (check.kind === 'max') high = check.inclusive ? check.value! : check.value! - step;
  }
  if (low !== undefined) return low;
  if (high !== undefined && high < 1) return high;
  return 1;
}

function sampleArray(schema: ZodTypeAny, withOptional: boolean): unknown[] {
  const def = schemaDefOf(schema);
  const length = def.exactLength?.value ?? Math.max(1, def.minLength?.value ?? 0);
  const item = sample(def.type!, withOptional);
  return Array.from({ length: Math.min(length, def.maxLength?.value ?? length) }, () => item);
}

function sampleObject(schema: ZodTypeAny, withOptional: boolean): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(objectShape(schema) ?? {})) {
    if (fieldInfo(field).optional && !withOptional) continue;
    value[key] = sample(field, withOptional);
  }
  return value;
}

/** A value the schema accepts (its required fields only, or every field), or a thrown error. */
export function sample(schema: ZodTypeAny, withOptional = false): unknown {
  const { base } = fieldInfo(schema);
  const def = schemaDefOf(base);
  let value: unknown;
  switch (def.typeName) {
    case 'ZodString':
      value = sampleText(base, schema);
      break;
    case 'ZodNumber':
      value = sampleNumber(base);
      break;
    case 'ZodBoolean':
      // Consent boxes must be ticked; every other switch takes either value.
      value = true;
      break;
    case 'ZodEnum':
    case 'ZodNativeEnum':
    case 'ZodLiteral':
      value = choicesOf(base)?.[0];
      break;
    case 'ZodNull':
      value = null;
      break;
    case 'ZodArray':
      value = sampleArray(base, withOptional);
      break;
    case 'ZodObject':
      value = sampleObject(base, withOptional);
      break;
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion': {
      const options = def.options ?? [];
      for (const option of options) {
        try {
          return sample(option, withOptional);
        } catch {
          // try the next option
        }
      }
      throw new Error('no option of the union could be sampled');
    }
    default:
      throw new Error(`cannot sample a ${def.typeName}`);
  }
  return value;
}

/**
 * A valid body for a route: its required fields, else every field, each merged with `overrides`
 * (for cross-field rules a generic value cannot meet). Null when no candidate passes the schema.
 */
export function validBody(
  schema: ZodTypeAny,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> | null {
  for (const withOptional of [false, true]) {
    let candidate: Record<string, unknown>;
    try {
      candidate = { ...(sample(schema, withOptional) as Record<string, unknown>), ...overrides };
    } catch {
      continue;
    }
    if (passes(schema, candidate)) return candidate;
  }
  return null;
}

/** A field of a body, with its path (`agreements.terms`) and whether the body needs it. */
export interface BodyField {
  path: Array<string | number>;
  schema: ZodTypeAny;
  required: boolean;
}

/** Every field of an object body, nested objects' fields included, and the first item of arrays. */
export function bodyFields(schema: ZodTypeAny, prefix: Array<string | number> = []): BodyField[] {
  const fields: BodyField[] = [];
  for (const [key, field] of Object.entries(objectShape(schema) ?? {})) {
    const path = [...prefix, key];
    const { base, optional } = fieldInfo(field);
    fields.push({ path, schema: field, required: !optional });
    const typeName = typeNameOf(base);
    if (typeName === 'ZodObject') fields.push(...bodyFields(base, path));
    if (typeName === 'ZodArray') {
      fields.push({ path: [...path, 0], schema: schemaDefOf(base).type!, required: true });
    }
  }
  return fields;
}

/** A value of another JSON type than the field takes: a number for text, text for the rest. */
export function wrongTypeFor(schema: ZodTypeAny): unknown {
  const def = schemaDefOf(fieldInfo(schema).base);
  switch (def.typeName) {
    case 'ZodString':
    case 'ZodEnum':
    case 'ZodNativeEnum':
      return 12345;
    case 'ZodLiteral':
      return typeof def.value === 'string' ? 12345 : 'wrong-type';
    case 'ZodNumber':
      return 'not-a-number';
    case 'ZodBoolean':
      return 'not-a-boolean';
    case 'ZodArray':
      return 'not-a-list';
    default:
      return 'not-an-object';
  }
}

/** A copy of `value` with the field at `path` set to `next`, or removed when `next` is `REMOVE`. */
export const REMOVE = Symbol('remove');
export function withField(value: unknown, path: ReadonlyArray<string | number>, next: unknown) {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  path.slice(0, -1).forEach((key, index) => {
    // An optional list or object the sample left out is created to hold the field.
    parent[key] ??= typeof path[index + 1] === 'number' ? [] : {};
    parent = parent[key] as Record<string | number, unknown>;
  });
  const last = path[path.length - 1]!;
  if (next === REMOVE) delete parent[last];
  else parent[last] = next;
  return copy;
}

/** How a query or path value of this schema is written in a URL. */
export function sampleUrlText(schema: ZodTypeAny): string {
  const text = String(sample(schema));
  if (!passes(schema, text)) throw new Error(`the sample ${text} does not pass as text`);
  return text;
}

/**
 * URL texts of the wrong type or out of range (page=0, page=abc, seq=-1, an unknown enum value, an id
 * with characters it may not hold, text over its length), keeping only those the field refuses. The
 * longest stays under the router's 100-character limit on a path parameter, so that the contract's
 * validation, not the router, refuses it.
 */
export function refusedUrlTexts(schema: ZodTypeAny): string[] {
  const candidates = ['0', '-1', 'abc', '1.5', 'NOT_A_CHOICE', 'a.b', 'x'.repeat(99)];
  return candidates.filter((text) => !passes(schema, text));
}
