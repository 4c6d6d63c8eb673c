/**
 * Bad input on every route of the contract, generated from the routes themselves (`listRoutes`), so
 * a route added later is swept too:
 *
 * - every route with a body: malformed JSON is 400 MALFORMED_JSON; a body of another JSON type, a
 *   missing required field, a field of the wrong type and an unknown extra field are 400
 *   VALIDATION_FAILED (naming the field path); a body over 1 MiB is 413 PAYLOAD_TOO_LARGE;
 * - every route with path or query parameters: a value of the wrong type or out of range (page=0,
 *   page=abc, seq=-1, an unknown choice) and a missing required query value are 400
 *   VALIDATION_FAILED naming the parameter;
 * - and none of it changes the session's world: all cases run in one session, whose world is
 *   compared as JSON before and after each route's cases (per route rather than per request, which
 *   would cost a snapshot for each of about 2,000 requests).
 *
 * Routes declared with `c.noBody()` are only checked for malformed JSON and oversize bodies: they
 * ignore a well-formed body of any shape (ts-rest validates no body for them).
 *
 * Valid bodies are generated from each route's zod schema (helpers/zod-sample.ts) and checked
 * against it, so every refusal comes from the one thing each case breaks.
 */
import {
  type ListedRoute,
  bodySchemaOf,
  contract,
  fieldInfo,
  listRoutes,
  objectShape,
} from '@market/contract';
import { describe, expect, it } from 'vitest';
import type { ZodTypeAny } from 'zod';
import { sharedApp } from './helpers/market';
import { type RawRequest, headersByAccess, pathOf, send } from './helpers/raw-request';
import { changedParts, snapshotWorld } from './helpers/world-snapshot';
import {
  REMOVE,
  bodyFields,
  refusedUrlTexts,
  sampleUrlText,
  validBody,
  withField,
  wrongTypeFor,
} from './helpers/zod-sample';

const app = sharedApp();
const SESSION = 'bad-input';

/** Cross-field rules a generic value cannot meet: the inquiry's contact must match its type. */
const BODY_OVERRIDES: Record<string, Record<string, unknown>> = {
  'content.createInquiry': { contactType: 'EMAIL', emailOrPhone: 'member@example.com' },
};

/** Stands for a path parameter written into a URL as is, unencoded. */
const PLACEHOLDER = 'PLACEHOLDER';

/** Over the server's 1 MiB body limit; built once, sent to every route with a body. */
const OVERSIZE = JSON.stringify({ pad: 'x'.repeat(1024 * 1024 + 1) });

const routes = listRoutes(contract);
/** POST and PUT routes declared with `c.noBody()`. */
const takesNoBody = (listed: ListedRoute) =>
  (listed.route.method === 'POST' || listed.route.method === 'PUT') && !bodySchemaOf(listed.route);
const paramsSchemaOf = (listed: ListedRoute) =>
  (listed.route as { pathParams?: ZodTypeAny }).pathParams;
const querySchemaOf = (listed: ListedRoute) => (listed.route as { query?: ZodTypeAny }).query;
const fieldsOf = (schema: ZodTypeAny | undefined) => (schema ? (objectShape(schema) ?? {}) : {});

/** Sign-in headers per route access level. */
const headersFor = headersByAccess(app, SESSION);

/** Valid values for a route's path parameters. */
function validParams(listed: ListedRoute): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldsOf(paramsSchemaOf(listed))).map(([name, s]) => [name, sampleUrlText(s)]),
  );
}

/** Valid values for a route's required query parameters. */
function validQuery(listed: ListedRoute): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldsOf(querySchemaOf(listed)))
      .filter(([, s]) => !fieldInfo(s).optional)
      .map(([name, s]) => [name, sampleUrlText(s)]),
  );
}

function validBodyOf(listed: ListedRoute): Record<string, unknown> | undefined {
  const schema = bodySchemaOf(listed.route);
  if (!schema) return undefined;
  const body = validBody(schema, BODY_OVERRIDES[listed.key]);
  if (!body) {
    throw new Error(`no valid body for ${listed.key}: add an entry to BODY_OVERRIDES`);
  }
  return body;
}

function urlOf(
  listed: ListedRoute,
  params: Record<string, string> = validParams(listed),
  query: Record<string, string> = validQuery(listed),
) {
  const search = new URLSearchParams(query).toString();
  return `${pathOf(listed.route, params)}${search ? `?${search}` : ''}`;
}

interface Case {
  name: string;
  request: RawRequest;
  status: number;
  code: string;
  /** A field path the message must name, e.g. `body.email` or `query.page`. */
  names?: string;
  /** Text the message must hold. */
  mentions?: string;
}

/** True when `message` names `path` as one of its `path: issue` parts. */
const namesPath = (message: string, path: string) =>
  message.split('; ').some((part) => part.startsWith(`${path}: `));

/** Sends each case and checks its refusal; the world must be the same at the end. */
async function expectRefusedWithoutChange(cases: Case[]) {
  expect(cases.length).toBeGreaterThan(0);
  const before = snapshotWorld(app(), SESSION);
  for (const c of cases) {
    const answer = await send(app(), c.request);
    const label = `${c.name}: ${answer.status} ${answer.code} ${answer.message}`;
    expect({ status: answer.status, code: answer.code }, label).toEqual({
      status: c.status,
      code: c.code,
    });
    if (c.names) expect(namesPath(answer.message, c.names), label).toBe(true);
    if (c.mentions) expect(answer.message, label).toContain(c.mentions);
  }
  expect(changedParts(before, snapshotWorld(app(), SESSION))).toEqual([]);
}

const label = (listed: ListedRoute) =>
  `${listed.route.method} ${listed.route.path} (${listed.key})`;

describe('bodies', () => {
  const withBody = routes.filter((listed) => bodySchemaOf(listed.route));

  it('covers every route that takes a body, each with a valid base body', () => {
    expect(withBody.length).toBeGreaterThan(40);
    for (const listed of withBody) {
      const body = validBodyOf(listed);
      expect(bodySchemaOf(listed.route)!.safeParse(body).success, listed.key).toBe(true);
    }
  });

  describe.each(withBody.map((listed) => [label(listed), listed] as const))('%s', (_, listed) => {
    const schema = bodySchemaOf(listed.route)!;
    const request = (payload: string): RawRequest => ({
      method: listed.route.method,
      url: urlOf(listed),
      headers: headersFor[listed.meta.auth],
      payload,
    });
    const invalid = (name: string, body: unknown, names?: string): Case => {
      // The case must break the schema, or the server would be right to accept it.
      expect(schema.safeParse(body).success, `${name} should break the schema`).toBe(false);
      return {
        name,
        request: request(JSON.stringify(body)),
        status: 400,
        code: 'VALIDATION_FAILED',
        ...(names ? { names } : {}),
      };
    };

    it('refuses malformed JSON, a body of another type and an oversize body', async () => {
      await expectRefusedWithoutChange([
        ...['{"broken": ', "{'single': 'quotes'}", '{"a":1} trailing'].map((payload) => ({
          name: `malformed ${payload}`,
          request: request(payload),
          status: 400,
          code: 'MALFORMED_JSON',
        })),
        ...[[], 'text', 42, true, null].map((body) =>
          invalid(`body ${JSON.stringify(body)}`, body, 'body'),
        ),
        {
          name: 'oversize body',
          request: request(OVERSIZE),
          status: 413,
          code: 'PAYLOAD_TOO_LARGE',
        },
      ]);
    });

    it('refuses each missing or mistyped field and an unknown field, naming it', async () => {
      const base = validBodyOf(listed)!;
      const cases: Case[] = [];
      for (const field of bodyFields(schema)) {
        const path = `body.${field.path.join('.')}`;
        // A field the base body leaves out (optional) is added with the wrong type.
        cases.push(
          invalid(
            `${path} of the wrong type`,
            withField(base, field.path, wrongTypeFor(field.schema)),
            path,
          ),
        );
        if (field.required && typeof field.path.at(-1) === 'string') {
          cases.push(invalid(`${path} missing`, withField(base, field.path, REMOVE), path));
        }
      }
      // Bodies are strict: an unknown key is refused by name, not dropped (asked of the server
      // whatever the schema says, since strictness is the rule for every body).
      cases.push({
        name: 'an unknown field',
        request: request(JSON.stringify({ ...base, unexpectedField: 1 })),
        status: 400,
        code: 'VALIDATION_FAILED',
        mentions: 'unexpectedField',
      });
      await expectRefusedWithoutChange(cases);
    });
  });
});

describe('routes without a body', () => {
  const noBody = routes.filter(takesNoBody);

  it.each(noBody.map((listed) => [label(listed), listed] as const))(
    '%s refuses malformed JSON and an oversize body',
    async (_, listed) => {
      const request = (payload: string): RawRequest => ({
        method: listed.route.method,
        url: urlOf(listed),
        headers: headersFor[listed.meta.auth],
        payload,
      });
      await expectRefusedWithoutChange([
        { name: 'malformed', request: request('{"broken": '), status: 400, code: 'MALFORMED_JSON' },
        { name: 'oversize', request: request(OVERSIZE), status: 413, code: 'PAYLOAD_TOO_LARGE' },
      ]);
    },
  );
});

describe('path and query parameters', () => {
  const withParameters = routes.filter(
    (listed) => paramsSchemaOf(listed) !== undefined || querySchemaOf(listed) !== undefined,
  );

  it('covers every route with path or query parameters', () => {
    expect(withParameters.length).toBeGreaterThan(50);
  });

  it.each(withParameters.map((listed) => [label(listed), listed] as const))(
    '%s refuses values of the wrong type or out of range, naming them',
    async (_, listed) => {
      const body = validBodyOf(listed);
      const request = (url: string): RawRequest => ({
        method: listed.route.method,
        url,
        headers: headersFor[listed.meta.auth],
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      const refused = (name: string, url: string, names: string): Case => ({
        name,
        request: request(url),
        status: 400,
        code: 'VALIDATION_FAILED',
        names,
      });
      const cases: Case[] = [];
      const params = validParams(listed);
      for (const [name, schema] of Object.entries(fieldsOf(paramsSchemaOf(listed)))) {
        for (const text of refusedUrlTexts(schema)) {
          const url = urlOf(listed, { ...params, [name]: text });
          cases.push(refused(`:${name}=${text.slice(0, 12)}`, url, `params.${name}`));
        }
        // The router refuses these before a route is chosen, so the message names no parameter.
        const placed = urlOf(listed, { ...params, [name]: PLACEHOLDER });
        for (const raw of ['x'.repeat(300), '%zz']) {
          cases.push(
            refused(`:${name}=${raw.slice(0, 12)}`, placed.replace(PLACEHOLDER, raw), 'params'),
          );
        }
      }
      const query = validQuery(listed);
      for (const [name, schema] of Object.entries(fieldsOf(querySchemaOf(listed)))) {
        for (const text of refusedUrlTexts(schema)) {
          const url = urlOf(listed, params, { ...query, [name]: text });
          cases.push(refused(`?${name}=${text.slice(0, 12)}`, url, `query.${name}`));
        }
        if (!fieldInfo(schema).optional) {
          const { [name]: _left, ...rest } = query;
          cases.push(refused(`?${name} missing`, urlOf(listed, params, rest), `query.${name}`));
        }
      }
      await expectRefusedWithoutChange(cases);
    },
  );
});
