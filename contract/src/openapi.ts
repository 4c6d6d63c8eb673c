/**
 * The OpenAPI 3 document generated from the contract. Private routes are marked with the `api_key`
 * security scheme; every operation carries `x-source` (spec | assumed) from the route metadata.
 */
import { readFileSync } from 'node:fs';
import { generateOpenApi } from '@ts-rest/open-api';
import { contract } from './index';
import { isPrivate, type RouteMeta } from './meta';
import { type ExampleFile, resolveExamples, withExamples } from './openapi-examples';

/** The examples recorded from the seeded world (e2e/src/openapi-examples/capture.ts). */
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
        description:
          'Shared subscriptions, e-coupons and digital codes. Every response is the envelope ' +
          '{success, response, error, pagination}; errors carry a stable upper-snake code.',
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
          'x-source': metadata.source,
          ...(isPrivate(metadata) ? { security: [{ apiKey: [] }] } : { security: [] }),
        };
      },
    },
  );
  return withExamples(
    withNullInNullableEnums(withOpenApi30Bounds(document)),
    resolveExamples(examples),
  );
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
