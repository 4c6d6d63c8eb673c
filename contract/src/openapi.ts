/**
 * The OpenAPI 3 document generated from the contract. Private routes are marked with the `api_key`
 * security scheme; every operation carries `x-source` (spec | assumed) from the route metadata.
 */
import { readFileSync } from 'node:fs';
import { DATE_PATTERN, type WithdrawalMethod } from '@market/domain';
import { generateOpenApi } from '@ts-rest/open-api';
import { contract } from './index';
import { isPrivate, type RouteMeta } from './meta';
import { TICKED_DESCRIPTION } from './schemas/form-body';
import { type ExampleFile, resolveExamples, withExamples } from './openapi-examples';

/** The examples recorded from the seeded world (scripts/capture-examples.ts). */
export function readExampleFile(): ExampleFile {
  return JSON.parse(
    readFileSync(new URL('../openapi-examples.json', import.meta.url), 'utf8'),
  ) as ExampleFile;
}

export function buildOpenApiDocument(examples: ExampleFile = readExampleFile()) {
  const document = generateOpenApi(
    contract,
    {
      openapi: '3.0.3',
      info: {
        title: 'Marketplace API',
        version: '1.0.0',
        description: API_DESCRIPTION,
        license: { name: 'UNLICENSED', url: 'https://example.com/license' },
      },
      servers: [{ url: 'http://localhost:4000', description: 'Mock server' }],
      components: {
        securitySchemes: {
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'api_key',
            description: 'The session token as `Bearer <value>`',
          },
        },
      },
    },
    {
      setOperationId: 'concatenated-path',
      operationMapper: (operation, appRoute) => {
        const metadata = appRoute.metadata as RouteMeta;
        return {
          ...operation,
          // The server refuses a missing body (400 VALIDATION_FAILED), so every body is required.
          ...(operation.requestBody
            ? { requestBody: withBodyRules(appRoute, { ...operation.requestBody, required: true }) }
            : {}),
          'x-source': metadata.source,
          ...(isPrivate(metadata) ? { security: [{ apiKey: [] }] } : { security: [] }),
        };
      },
    },
  );
  return withExamples(
    withTickedBoxes(withDateFormat(withNullInNullableEnums(withOpenApi30Bounds(document)))),
    resolveExamples(examples),
  );
}

/** What every operation shares, said once (decision 029). */
const API_DESCRIPTION = [
  'Shared subscriptions, e-coupons and digital codes. Every response is the envelope ' +
    '{success, response, error, pagination}; errors carry a stable upper-snake code.',
  'Query parameters an operation does not list are refused with 400 VALIDATION_FAILED, as body ' +
    'fields a schema does not list are (every body schema has additionalProperties: false).',
  'A method a path does not take answers 405 METHOD_NOT_ALLOWED with an Allow header; a path no ' +
    'operation has answers 404 ROUTE_NOT_FOUND. Requests that are not well-formed HTTP answer 400 ' +
    'MALFORMED_REQUEST, a request line and headers over 16 KiB 431 HEADERS_TOO_LARGE.',
].join('\n\n');

/**
 * Rules a body's Zod schema holds as refinements, which the generator cannot read, said in the
 * document for generated clients and fuzzers. They are written here, not on the schemas, so that
 * the schemas the browser loads carry nothing of OpenAPI.
 */
const bodyRules = new Map<unknown, object>([
  [
    contract.wallet.withdrawEmoney,
    // The form's rule "a bank transfer needs the account, PayPal an e-mail".
    {
      oneOf: [
        {
          properties: { method: { enum: ['BANK_TRANSFER' satisfies WithdrawalMethod] } },
          required: ['bankName', 'accountHolder', 'accountNumber'],
        },
        {
          properties: { method: { enum: ['PAYPAL' satisfies WithdrawalMethod] } },
          required: ['paypalEmail'],
        },
      ],
    },
  ],
]);

function withBodyRules<T extends object>(appRoute: unknown, body: T): T {
  const rules = bodyRules.get(appRoute);
  if (!rules || !('content' in body)) return body;
  const content = body.content as Record<string, { schema?: object }>;
  const json = content['application/json'];
  return {
    ...body,
    content: { ...content, 'application/json': { ...json, schema: { ...json?.schema, ...rules } } },
  };
}

/** A box that must be ticked (form-body.ts' `ticked`) takes `true` as its one value. */
function withTickedBoxes<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withTickedBoxes) as T;
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = withTickedBoxes(value);
  if (out.type === 'boolean' && out.description === TICKED_DESCRIPTION) out.enum = [true];
  return out as T;
}

/**
 * A `yyyy-MM-dd` field (domain's DATE_PATTERN, which matches only days the calendar has) is also
 * OpenAPI's `format: date` (RFC 3339 full-date, the same text), which tools read without the
 * pattern. `yyyy-MM-dd HH:mm:ss` is not RFC 3339's date-time: it keeps its pattern alone.
 */
function withDateFormat<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withDateFormat) as T;
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = withDateFormat(value);
  if (out.type === 'string' && out.pattern === DATE_PATTERN.source) out.format = 'date';
  return out as T;
}

/**
 * zod-openapi writes `.positive()` as `exclusiveMinimum: 0`, the OpenAPI 3.1 form; this document is
 * 3.0, where `exclusiveMinimum` is a flag beside `minimum`. Rewrite both exclusive bounds to 3.0.
 */
function withOpenApi30Bounds<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withOpenApi30Bounds) as T;
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = withOpenApi30Bounds(value);
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[exclusive] === 'number') {
      out[bound] = out[exclusive];
      out[exclusive] = true;
    }
  }
  return out as T;
}

/**
 * In OpenAPI 3.0 `nullable: true` does not widen an `enum`: a nullable enum lists `null` among its
 * values, or a validator refuses the null the API sends (and the examples show).
 */
function withNullInNullableEnums<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withNullInNullableEnums) as T;
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = withNullInNullableEnums(value);
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null)) {
    out.enum = [...out.enum, null];
  }
  return out as T;
}

export function serializeOpenApiDocument(): string {
  return `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
}
