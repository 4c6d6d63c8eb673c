/**
 * The API's edges (issue 22), each class over HTTP through the envelope plugin: numbers in paths and
 * queries, methods a path does not take, ISO countries, answers to malformed requests, bounded
 * strings, unknown query parameters.
 */
import {
  ErrorEnvelope,
  type ListedRoute,
  bodySchemaOf,
  contract,
  fieldInfo,
  listRoutes,
  schemaDefOf,
  objectShape,
} from '@market/contract';
import { MAX_PAGE } from '@market/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ZodTypeAny } from 'zod';
import { sharedListeningApp } from './helpers/market';
import { headersByAccess, pathOf, send } from './helpers/raw-request';
import { exchange } from './helpers/raw-socket';
import { bodyFields, validBody, withField } from './helpers/zod-sample';

// Listening, for the requests only a raw socket can send; the rest go through `app.inject`.
const server = sharedListeningApp();
const app = server.app;
const SESSION = 'api-edges';
const routes = listRoutes(contract);

/** Sign-in headers per route access level. */
const headersFor = headersByAccess(app, SESSION);

const label = (listed: ListedRoute) => `${listed.route.method} ${listed.route.path}`;
const shapeOf = (schema: unknown) => (schema ? (objectShape(schema as ZodTypeAny) ?? {}) : {});
const errorOf = (body: string) => ErrorEnvelope.parse(JSON.parse(body)).error;
/** Path parameters of the right shape (they need name nothing: validation comes first). */
const placeholderParamsOf = (listed: ListedRoute) =>
  Object.fromEntries(
    Object.keys(shapeOf(listed.route.pathParams)).map((name) => [
      name,
      name === 'id' ? 'r-1' : '1',
    ]),
  );
/** The maximum length of a text field, when it is one. */
function maxLengthOf(schema: ZodTypeAny) {
  const def = schemaDefOf(fieldInfo(schema).base);
  if (def.typeName !== 'ZodString') return undefined;
  return def.checks?.find((c) => c.kind === 'max' || c.kind === 'length')?.value;
}

/** Texts `Number()` reads as a whole number but that are not plain decimal digits, and huge ones. */
const NOT_PLAIN_DECIMAL = ['0x10', '1e1', '+2', ' 1', '1.0', '01', '1e20', '1e300', 'Infinity'];
const HUGE = ['9007199254740992', '9007199254740993', '99999999999999999999'];

describe('numbers in paths and queries', { timeout: 60_000 }, () => {
  const paged = routes.filter(
    (listed) => listed.route.method === 'GET' && 'page' in shapeOf(listed.route.query),
  );
  /** A valid query for the route's required fields other than the page. */
  const requiredQuery = (listed: ListedRoute): Record<string, string> => {
    const values: Record<string, string> = {
      keyword: 'a',
      postType: 'COUPON',
      type: 'COUPON',
      typeSeq: '1',
      platform: 'WEB',
    };
    return Object.fromEntries(
      Object.entries(shapeOf(listed.route.query))
        .filter(([name, schema]) => name !== 'page' && !fieldInfo(schema).optional)
        .map(([name]) => [name, values[name] ?? '1']),
    );
  };
  const placeholderParams = placeholderParamsOf;
  const pageUrl = (listed: ListedRoute, page: string) =>
    `${pathOf(listed.route, placeholderParams(listed))}?${new URLSearchParams({
      ...requiredQuery(listed),
      page,
    })}`;

  it('covers the 28 paged routes', () => {
    expect(paged).toHaveLength(28);
  });

  it.each(paged.map((listed) => [label(listed), listed] as const))(
    '%s refuses a page that is not plain decimal digits or past MAX_PAGE, and answers the last one',
    async (_, listed) => {
      const headers = headersFor[listed.meta.auth];
      for (const page of [...NOT_PLAIN_DECIMAL, ...HUGE, String(MAX_PAGE + 1), '0', '-1']) {
        const answer = await send(app(), { method: 'GET', url: pageUrl(listed, page), headers });
        expect({ page, status: answer.status, code: answer.code }).toEqual({
          page,
          status: 400,
          code: 'VALIDATION_FAILED',
        });
        expect(answer.message).toContain('query.page');
      }
      // The last page allowed is answered, not refused (404 only for a placeholder that names
      // nothing, e.g. a room or a seller the caller cannot see).
      const last = await send(app(), {
        method: 'GET',
        url: pageUrl(listed, String(MAX_PAGE)),
        headers,
      });
      expect([200, 404], `${last.status} ${last.code} ${last.message}`).toContain(last.status);
    },
  );

  it('refuses a seq path parameter that is not plain decimal digits or past the largest id', async () => {
    /** The numeric path parameters of a route (order and room ids are text). */
    const numericParams = (listed: ListedRoute) =>
      Object.entries(shapeOf(listed.route.pathParams))
        .filter(([, schema]) => schema.safeParse('1').success && !schema.safeParse('a').success)
        .map(([name]) => name);
    const withSeq = routes.filter((listed) => numericParams(listed).length > 0);
    expect(withSeq.length).toBeGreaterThan(40);
    for (const listed of withSeq) {
      const params = placeholderParams(listed);
      for (const name of numericParams(listed)) {
        for (const text of [...NOT_PLAIN_DECIMAL, ...HUGE]) {
          const url = pathOf(listed.route, { ...params, [name]: text });
          const answer = await send(app(), {
            method: listed.route.method,
            url,
            headers: headersFor[listed.meta.auth],
            ...(listed.route.method === 'GET' ? {} : { payload: '{}' }),
          });
          const seen = `${label(listed)} :${name}=${JSON.stringify(text)}`;
          expect({ seen, status: answer.status, code: answer.code }).toEqual({
            seen,
            status: 400,
            code: 'VALIDATION_FAILED',
          });
          expect(answer.message, seen).toContain(`params.${name}`);
        }
      }
    }
  });

  it('still reads plain digits as the number they spell', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/coupon?page=2&size=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination).toMatchObject({ currentPage: 2, pageSize: 1 });
    expect(
      errorOf((await app().inject({ method: 'GET', url: '/api/coupon?size=101' })).body),
    ).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('methods a path does not take', { timeout: 60_000 }, () => {
  const PLACEHOLDER = { id: 'r-1', orderId: 'o-1' } as Record<string, string>;
  const concrete = (path: string) => path.replace(/:(\w+)/g, (_, name) => PLACEHOLDER[name] ?? '1');
  /** The contract's methods for a concrete path: those of every route whose pattern matches it. */
  const declaredFor = (url: string) =>
    routes
      .filter(({ route }) => new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`).test(url))
      .map(({ route }) => route.method as string);
  const paths = [...new Set(routes.map(({ route }) => concrete(route.path)))];

  it('answers 405 METHOD_NOT_ALLOWED naming the methods in Allow, on every path of the contract', async () => {
    let refused = 0;
    for (const url of paths) {
      const declared = declaredFor(url);
      const allow = [...declared, ...(declared.includes('GET') ? ['HEAD'] : []), 'OPTIONS']
        .sort()
        .join(', ');
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'TRACE'] as const) {
        if (declared.includes(method)) continue;
        const res = await app().inject({ method, url, headers: headersFor.admin });
        const seen = `${method} ${url}`;
        expect({ seen, status: res.statusCode, allow: res.headers.allow }).toEqual({
          seen,
          status: 405,
          allow,
        });
        expect(errorOf(res.body).code, seen).toBe('METHOD_NOT_ALLOWED');
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(400);
  });

  it('keeps 404 ROUTE_NOT_FOUND for a path no route has, whatever the method', async () => {
    for (const method of ['GET', 'PUT', 'TRACE'] as const) {
      const res = await app().inject({ method, url: '/api/no/such/path' });
      expect(res.statusCode).toBe(404);
      expect(res.headers.allow).toBeUndefined();
      expect(errorOf(res.body).code).toBe('ROUTE_NOT_FOUND');
    }
  });

  // CORS preflights keep working: envelope.test.ts.
  it('answers a bare OPTIONS with Allow, and HEAD where GET is taken', async () => {
    const bare = await app().inject({ method: 'OPTIONS', url: '/api/cart' });
    expect(bare.statusCode).toBe(204);
    expect(bare.headers.allow).toBe('GET, HEAD, OPTIONS, POST');
    const head = await app().inject({ method: 'HEAD', url: '/api/common/exchange' });
    expect(head.statusCode).toBe(200);
  });
});

describe('requests Node cannot parse, and over-long ones', () => {
  const host = () => new URL(server.baseUrl()).host;
  const cases: Array<[string, () => string, number, string]> = [
    [
      'a URL over 16 KiB',
      () => `GET /api/coupon?keyword=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: ${host()}\r\n\r\n`,
      431,
      'HEADERS_TOO_LARGE',
    ],
    [
      'a control character in a header',
      () => `GET /api/coupon HTTP/1.1\r\nHost: ${host()}\r\nX-Bad: a\u0001b\r\n\r\n`,
      400,
      'MALFORMED_REQUEST',
    ],
    [
      'a Content-Length that is not a number',
      () =>
        `POST /api/auth HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}`,
      400,
      'MALFORMED_REQUEST',
    ],
    [
      'both Content-Length and Transfer-Encoding',
      () =>
        `POST /api/auth HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
      400,
      'MALFORMED_REQUEST',
    ],
    [
      'an unknown method',
      () => `FROB /api/coupon HTTP/1.1\r\nHost: ${host()}\r\n\r\n`,
      400,
      'MALFORMED_REQUEST',
    ],
    [
      'a request line that is not HTTP',
      () => `GET /api/coupon HTTP/9.Z\r\nHost: ${host()}\r\n\r\n`,
      400,
      'MALFORMED_REQUEST',
    ],
  ];

  it.each(cases)('answers %s in the envelope', async (_, request, status, code) => {
    const answer = await exchange(server.baseUrl(), request());
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(errorOf(answer.body).code).toBe(code);
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  });

  it('answers a body shorter than its Content-Length in the envelope', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/json', 'content-length': '50' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body).code).toBe('MALFORMED_REQUEST');
  });
});

describe('countries', () => {
  it('refuses two letters that are no ISO 3166-1 country, on the account and on a post', async () => {
    for (const code of ['YJ', 'XX', 'ZZ']) {
      const account = await send(app(), {
        method: 'PUT',
        url: '/api/account/country',
        headers: headersFor.member,
        payload: JSON.stringify({ countries: ['KR', code] }),
      });
      expect({ code, status: account.status, error: account.code }).toEqual({
        code,
        status: 400,
        error: 'VALIDATION_FAILED',
      });
      expect(account.message).toContain('body.countries.1: validation.country.invalid');

      const schema = bodySchemaOf(contract.sellerPosts.createCouponPost)!;
      const post = await send(app(), {
        method: 'POST',
        url: '/api/coupon',
        headers: headersFor.seller,
        payload: JSON.stringify({ ...validBody(schema), countries: [code] }),
      });
      expect(post.status).toBe(400);
      expect(post.message).toContain('body.countries.0: validation.country.invalid');
    }
  });

  it('takes an assigned code in either case and keeps it in upper case', async () => {
    const answer = await send(app(), {
      method: 'PUT',
      url: '/api/account/country',
      headers: headersFor.member,
      payload: JSON.stringify({ countries: ['kr', 'ES', 'mx'] }),
    });
    expect(answer.status).toBe(200);
    expect(answer.response.countries).toEqual(['KR', 'ES', 'MX']);
  });
});

describe('bounded strings', { timeout: 60_000 }, () => {
  it('refuses a 100 kB SNS code and identity encData by name', async () => {
    const long = 'a'.repeat(100 * 1024);
    const sns = await send(app(), {
      method: 'POST',
      url: '/api/auth/sns',
      headers: headersFor.public,
      payload: JSON.stringify({ provider: 'NAVER', code: long }),
    });
    expect([sns.status, sns.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(sns.message).toMatch(/^body\.code: /);
    const identity = await send(app(), {
      method: 'POST',
      url: '/api/auth/identity/callback',
      headers: headersFor.member,
      payload: JSON.stringify({ encData: long, integrityValue: 'a', tokenVersionId: 'a' }),
    });
    expect([identity.status, identity.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(identity.message).toMatch(/^body\.encData: /);
  });

  it('refuses, on every route, each body text one character over its maximum, naming it', async () => {
    const OVERRIDES: Record<string, Record<string, unknown>> = {
      'content.createInquiry': { contactType: 'EMAIL', emailOrPhone: 'member@example.com' },
    };
    let checked = 0;
    for (const listed of routes) {
      const schema = bodySchemaOf(listed.route);
      if (!schema) continue;
      const base = validBody(schema, OVERRIDES[listed.key]);
      expect(base, listed.key).not.toBeNull();
      for (const field of bodyFields(schema)) {
        const max = maxLengthOf(field.schema);
        // An image's base64 (up to 7 MB) is over the body limit first: 413, tested in envelope.
        if (max === undefined || max > 100_000) continue;
        const path = `body.${field.path.join('.')}`;
        const body = withField(base, field.path, 'a'.repeat(max + 1));
        expect(schema.safeParse(body).success, path).toBe(false);
        const answer = await send(app(), {
          method: listed.route.method,
          url: pathOf(listed.route, placeholderParamsOf(listed)),
          headers: headersFor[listed.meta.auth],
          payload: JSON.stringify(body),
        });
        const seen = `${label(listed)} ${path}`;
        expect({ seen, status: answer.status, code: answer.code }).toEqual({
          seen,
          status: 400,
          code: 'VALIDATION_FAILED',
        });
        expect(answer.message, seen).toContain(`${path}: `);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(60);
  });
});

describe('unknown query parameters', { timeout: 60_000 }, () => {
  it('are refused on every route, by name, as unknown body fields are', async () => {
    for (const listed of routes) {
      const answer = await send(app(), {
        method: listed.route.method,
        url: `${pathOf(listed.route, placeholderParamsOf(listed))}?pgae=2`,
        headers: headersFor[listed.meta.auth],
        ...(listed.route.method === 'GET' ? {} : { payload: '{}' }),
      });
      const seen = label(listed);
      expect({ seen, status: answer.status, code: answer.code }).toEqual({
        seen,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
      expect(answer.message, seen).toContain('query.pgae: not a parameter of this route');
    }
  });

  it('still serves a route whose parameters are all its own', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/coupon?page=1&sort=LATEST' });
    expect(res.statusCode).toBe(200);
  });
});

describe('the OpenAPI document says what the server enforces', { timeout: 60_000 }, () => {
  interface Operation {
    requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  }
  interface Schema {
    [key: string]: unknown;
    properties?: Record<string, Schema>;
    oneOf?: Schema[];
    enum?: unknown[];
  }
  let document: { info: { description: string }; paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    const res = await app().inject({ method: 'GET', url: '/__mock/docs/openapi.json' });
    document = res.json();
  });
  const bodyOf = (path: string, method: string) =>
    document.paths[path]![method]!.requestBody!.content['application/json']!.schema;
  /** Every object of the document, depth first. */
  const nodes = (node: unknown): Record<string, unknown>[] =>
    node === null || typeof node !== 'object'
      ? []
      : [
          ...(Array.isArray(node) ? [] : [node as Record<string, unknown>]),
          ...Object.values(node).flatMap(nodes),
        ];

  it('marks every request body required, and the server refuses each one missing', async () => {
    const withBody = routes.filter((listed) => bodySchemaOf(listed.route));
    for (const listed of withBody) {
      const path = listed.route.path.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]![listed.route.method.toLowerCase()]!;
      expect(operation.requestBody?.required, listed.key).toBe(true);
      const answer = await send(app(), {
        method: listed.route.method,
        url: pathOf(listed.route, placeholderParamsOf(listed)),
        headers: headersFor[listed.meta.auth],
      });
      expect([answer.status, answer.code], listed.key).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('writes dates so that 2027-02-30 matches none, as the server refuses it', async () => {
    const isDate = (node: Record<string, unknown>) =>
      node.format === 'date' || String(node.description ?? '').includes('yyyy-MM-dd');
    const dates = nodes(document.paths).filter(isDate);
    expect(dates.filter((node) => node.format === 'date').length).toBeGreaterThanOrEqual(11);
    const patterns = dates.map((node) => String(node.pattern));
    expect(patterns.every((pattern) => pattern !== 'undefined')).toBe(true);
    for (const impossible of ['2027-02-30', '2027-02-29', '2027-02-30 10:00:00']) {
      expect(patterns.filter((pattern) => new RegExp(pattern).test(impossible))).toEqual([]);
    }
    const schema = bodySchemaOf(contract.auth.startIdentityVerification)!;
    const answer = await send(app(), {
      method: 'POST',
      url: '/api/auth/identity/start',
      headers: headersFor.member,
      payload: JSON.stringify({ ...validBody(schema), dateOfBirth: '2027-02-30' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.message).toContain('body.dateOfBirth: validation.date.format');
  });

  it('lists true as the one value of a consent box, which the server requires', async () => {
    const agreements = bodyOf('/api/auth/sign-up', 'post').properties!.agreements!.properties!;
    for (const box of ['terms', 'personalInformation', 'notifications']) {
      expect(agreements[box]!.enum).toEqual([true]);
    }
    expect(bodyOf('/api/account/seller', 'post').properties!.sellerTermsAgreed!.enum).toEqual([
      true,
    ]);
    const answer = await send(app(), {
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: headersFor.public,
      payload: JSON.stringify({
        email: 'new-member@example.com',
        password: 'Passw0rd!',
        nickname: 'newcomer',
        agreements: { terms: true, personalInformation: false, notifications: true },
      }),
    });
    expect(answer.status).toBe(400);
    expect(answer.message).toContain('body.agreements.personalInformation');
  });

  it('says PayPal needs an e-mail and a bank transfer an account, as the server does', async () => {
    expect(bodyOf('/api/cp/cash/withdraw', 'post').oneOf).toEqual([
      {
        properties: { method: { enum: ['BANK_TRANSFER'] } },
        required: ['bankName', 'accountHolder', 'accountNumber'],
      },
      { properties: { method: { enum: ['PAYPAL'] } }, required: ['paypalEmail'] },
    ]);
    const answer = await send(app(), {
      method: 'POST',
      url: '/api/cp/cash/withdraw',
      headers: headersFor.member,
      payload: JSON.stringify({ amount: 10_000, method: 'PAYPAL' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.message).toContain('body.paypalEmail');
  });

  it('says unknown query parameters are refused', () => {
    expect(document.info.description).toContain(
      'Query parameters an operation does not list are refused with 400 VALIDATION_FAILED',
    );
  });
});
