/**
 * Bad and edge inputs for one route, derived from the contract's zod schemas: each path, query and
 * body field at and past its bounds, huge and oddly written numbers, values of the wrong type,
 * missing and extra fields. Every case is classified by the route's own schemas (`refused`), so the
 * fuzzer knows which answers must be refusals without a hand-kept list.
 */
import {
  type ListedRoute,
  bodySchemaOf,
  choicesOf,
  fieldInfo,
  isZodSchema,
  objectShape,
  schemaDefOf,
} from '@market/contract';
import type { ZodTypeAny } from 'zod';
import { wrongTypeValue } from '../invalid-bodies';

/** The classes of input the fuzzer tries, for its routes × kinds count. */
export const FUZZ_KINDS = [
  'bounds',
  'huge-numbers',
  'wrong-types',
  'missing-fields',
  'extra-fields',
  'unknown-methods',
  'malformed-http',
] as const;
export type FuzzKind = (typeof FUZZ_KINDS)[number];

export interface FuzzRequest {
  routeKey: string;
  kind: FuzzKind;
  /** What was changed, e.g. `query.page = "1e300"`. */
  name: string;
  method: string;
  /** Path and query as sent, already encoded. */
  target: string;
  /** JSON text of the body; undefined sends none. */
  body?: string;
  /** The route's schemas (and decision 029 for unknown query parameters) refuse the request. */
  refused: boolean;
}

const REMOVE = Symbol('remove');
const schemaOf = (route: object, part: 'pathParams' | 'query'): ZodTypeAny | undefined => {
  const schema = (route as Record<string, unknown>)[part];
  return isZodSchema(schema) ? schema : undefined;
};
const fieldsOf = (schema: ZodTypeAny | undefined) => (schema ? (objectShape(schema) ?? {}) : {});
const passes = (schema: ZodTypeAny, value: unknown) => schema.safeParse(value).success;

interface Bounds {
  min?: number;
  max?: number;
}
function boundsOf(schema: ZodTypeAny): Bounds & { type: string } {
  const def = schemaDefOf(fieldInfo(schema).base);
  const bounds: Bounds = {};
  for (const check of def.checks ?? []) {
    if (check.kind === 'min' || check.kind === 'length') bounds.min = check.value;
    if (check.kind === 'max' || check.kind === 'length') bounds.max = check.value;
  }
  if (def.minLength) bounds.min = def.minLength.value;
  if (def.maxLength) bounds.max = def.maxLength.value;
  return { ...bounds, type: def.typeName ?? 'unknown' };
}

/** Texts for a number in a URL: bounds ±1, then numbers `Number()` reads but a URL should not carry. */
function numberTexts({ min, max }: Bounds): Array<[FuzzKind, string]> {
  const texts: Array<[FuzzKind, string]> = [];
  for (const value of [min, max]) {
    if (value === undefined || !Number.isSafeInteger(value)) continue;
    texts.push(['bounds', String(value - 1)], ['bounds', String(value)]);
    texts.push(['bounds', String(value + 1)]);
  }
  for (const text of ['9007199254740993', '1e300', '0x10', '+2', ' 1', '1.5']) {
    texts.push(['huge-numbers', text]);
  }
  texts.push(['wrong-types', 'abc'], ['wrong-types', '']);
  return texts;
}

/** Texts for a text field in a URL: empty, at and past its length bounds. */
function textTexts({ min, max }: Bounds): Array<[FuzzKind, string]> {
  const texts: Array<[FuzzKind, string]> = [['bounds', '']];
  if (min !== undefined && min > 1) texts.push(['bounds', 'a'.repeat(min - 1)]);
  if (max !== undefined && max < 5000) {
    texts.push(['bounds', 'a'.repeat(max)], ['bounds', 'a'.repeat(max + 1)]);
  }
  return texts;
}

function urlTexts(schema: ZodTypeAny): Array<[FuzzKind, string]> {
  const choices = choicesOf(schema);
  if (choices?.length) {
    return [
      ['wrong-types', 'NOT_A_CHOICE'],
      ['wrong-types', String(choices[0]).toLowerCase()],
    ];
  }
  const bounds = boundsOf(schema);
  return bounds.type === 'ZodNumber' ? numberTexts(bounds) : textTexts(bounds);
}

/** A text the schema takes, for a required URL value (a path parameter or a required query). */
export function validUrlText(schema: ZodTypeAny): string | undefined {
  const candidates = [
    ...(choicesOf(schema) ?? []).map(String),
    '1',
    'a',
    'contract-runner-0',
    'KR',
    '2030-01-15',
  ];
  return candidates.find((text) => passes(schema, text));
}

/** Body values of a field: bounds ±1, huge numbers, the wrong type. */
function bodyValues(schema: ZodTypeAny, current: unknown): Array<[FuzzKind, unknown]> {
  const { base } = fieldInfo(schema);
  const bounds = boundsOf(base);
  const values: Array<[FuzzKind, unknown]> = [
    ['wrong-types', wrongTypeValue(base)],
    ['wrong-types', null],
  ];
  switch (bounds.type) {
    case 'ZodNumber':
      for (const value of [bounds.min, bounds.max]) {
        if (value === undefined || !Number.isFinite(value)) continue;
        values.push(['bounds', value - 1], ['bounds', value + 1]);
      }
      values.push(['huge-numbers', 1e300], ['huge-numbers', 1.5]);
      break;
    case 'ZodString':
      values.push(['bounds', '']);
      if (bounds.max !== undefined && bounds.max < 100_000) {
        values.push(['bounds', 'a'.repeat(bounds.max + 1)]);
      }
      break;
    case 'ZodArray': {
      const item = Array.isArray(current) && current.length ? current[0] : undefined;
      if (bounds.min !== undefined && bounds.min > 0) values.push(['bounds', []]);
      if (bounds.max !== undefined && item !== undefined) {
        values.push(['bounds', Array.from({ length: bounds.max + 1 }, () => item)]);
      }
      break;
    }
    case 'ZodEnum':
    case 'ZodNativeEnum':
      values.push(['wrong-types', 'NOT_A_CHOICE']);
      break;
  }
  return values;
}

function withField(value: Record<string, unknown>, path: string[], next: unknown) {
  const copy = structuredClone(value);
  let parent: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    parent[key] ??= {};
    parent = parent[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1]!;
  if (next === REMOVE) delete parent[last];
  else parent[last] = next;
  return copy;
}

/** The fields of an object body, nested objects' fields included. */
function fieldsWithPaths(
  schema: ZodTypeAny,
  prefix: string[] = [],
): Array<{ path: string[]; schema: ZodTypeAny }> {
  return Object.entries(objectShape(schema) ?? {}).flatMap(([key, field]) => {
    const path = [...prefix, key];
    const nested = objectShape(field) ? fieldsWithPaths(field, path) : [];
    return [{ path, schema: field }, ...nested];
  });
}

export interface RouteInputs {
  /** Valid path parameters (placeholders the schema takes). */
  params: Record<string, string>;
  /** Valid required query values. */
  query: Record<string, string>;
  /** A body the schema takes, when the route has one. */
  body?: Record<string, unknown>;
}

/** Valid path and required query values for a route, or the field no value could be found for. */
export function baseInputs(
  listed: ListedRoute,
  exampleBody: unknown,
): RouteInputs | { missing: string } {
  const params: Record<string, string> = {};
  for (const [name, schema] of Object.entries(fieldsOf(schemaOf(listed.route, 'pathParams')))) {
    const text = validUrlText(schema);
    if (text === undefined) return { missing: `path parameter ${name}` };
    params[name] = text;
  }
  const query: Record<string, string> = {};
  for (const [name, schema] of Object.entries(fieldsOf(schemaOf(listed.route, 'query')))) {
    if (fieldInfo(schema).optional) continue;
    const text = validUrlText(schema);
    if (text === undefined) return { missing: `query value ${name}` };
    query[name] = text;
  }
  const bodySchema = bodySchemaOf(listed.route);
  if (!bodySchema) return { params, query };
  if (!passes(bodySchema, exampleBody)) return { missing: 'a valid body (the recorded example)' };
  return { params, query, body: exampleBody as Record<string, unknown> };
}

const fill = (path: string, params: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
const search = (query: Array<[string, string]>) =>
  query.length ? `?${new URLSearchParams(query).toString()}` : '';

/** Every fuzz request of a route from its valid base inputs. */
export function routeRequests(listed: ListedRoute, base: RouteInputs): FuzzRequest[] {
  const { route, key } = listed;
  const paramsSchema = schemaOf(route, 'pathParams');
  const querySchema = schemaOf(route, 'query');
  const bodySchema = bodySchemaOf(route);
  const queryNames = new Set(Object.keys(fieldsOf(querySchema)));
  const baseQuery = Object.entries(base.query);
  const baseBody = base.body === undefined ? undefined : JSON.stringify(base.body);

  const queryRefused = (entries: Array<[string, string]>) => {
    const values: Record<string, string | string[]> = {};
    for (const [name, value] of entries) {
      const previous = values[name];
      values[name] = previous === undefined ? value : [previous, value].flat();
    }
    // Decision 029: a parameter the route does not list is refused, whatever its schema says.
    if (Object.keys(values).some((name) => !queryNames.has(name))) return true;
    return querySchema ? !passes(querySchema, values) : false;
  };
  const request = (
    kind: FuzzKind,
    name: string,
    parts: { params?: Record<string, string>; query?: Array<[string, string]>; body?: string },
    refused: boolean,
  ): FuzzRequest => ({
    routeKey: key,
    kind,
    name,
    method: route.method,
    target: `${fill(route.path, parts.params ?? base.params)}${search(parts.query ?? baseQuery)}`,
    ...((parts.body ?? baseBody) === undefined ? {} : { body: parts.body ?? baseBody }),
    refused,
  });

  const requests: FuzzRequest[] = [];
  for (const [name, schema] of Object.entries(fieldsOf(paramsSchema))) {
    for (const [kind, text] of urlTexts(schema)) {
      const params = { ...base.params, [name]: text };
      // An empty segment is another path (a 404 or another route), not this parameter.
      if (text === '') continue;
      const refused = paramsSchema ? !passes(paramsSchema, params) : false;
      requests.push(request(kind, `:${name} = ${JSON.stringify(text)}`, { params }, refused));
    }
  }
  for (const [name, schema] of Object.entries(fieldsOf(querySchema))) {
    const others = baseQuery.filter(([other]) => other !== name);
    for (const [kind, text] of urlTexts(schema)) {
      const query: Array<[string, string]> = [...others, [name, text]];
      requests.push(
        request(kind, `?${name}=${JSON.stringify(text)}`, { query }, queryRefused(query)),
      );
    }
    const sample = base.query[name] ?? validUrlText(schema);
    if (sample !== undefined) {
      const twice: Array<[string, string]> = [...others, [name, sample], [name, sample]];
      requests.push(
        request('wrong-types', `?${name} twice`, { query: twice }, queryRefused(twice)),
      );
    }
    if (!fieldInfo(schema).optional) {
      requests.push(request('missing-fields', `?${name} missing`, { query: others }, true));
    }
  }
  const extraQuery: Array<[string, string]> = [...baseQuery, ['unexpectedParam', '1']];
  requests.push(request('extra-fields', '?unexpectedParam=1', { query: extraQuery }, true));

  if (bodySchema && base.body) {
    const refusedBody = (body: unknown) => !passes(bodySchema, body);
    const bodyRequest = (kind: FuzzKind, name: string, body: unknown) =>
      request(kind, name, { body: JSON.stringify(body) }, refusedBody(body));
    for (const { path, schema } of fieldsWithPaths(bodySchema)) {
      const label = `body.${path.join('.')}`;
      const current = path.reduce<unknown>(
        (value, part) => (value as Record<string, unknown> | undefined)?.[part],
        base.body,
      );
      for (const [kind, value] of bodyValues(schema, current)) {
        const shown = JSON.stringify(value)?.slice(0, 24);
        requests.push(bodyRequest(kind, `${label} = ${shown}`, withField(base.body, path, value)));
      }
      if (!fieldInfo(schema).optional) {
        requests.push(
          bodyRequest('missing-fields', `${label} missing`, withField(base.body, path, REMOVE)),
        );
      }
      if (objectShape(schema)) {
        const extra = withField(base.body, [...path, 'unexpectedField'], 1);
        requests.push(bodyRequest('extra-fields', `${label}.unexpectedField`, extra));
      }
    }
    requests.push(
      bodyRequest('extra-fields', 'body.unexpectedField', { ...base.body, unexpectedField: 1 }),
      bodyRequest('wrong-types', 'body = []', []),
      request('wrong-types', 'body is not JSON', { body: '{"broken": ' }, true),
    );
  }
  return requests;
}
