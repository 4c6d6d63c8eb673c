/**
 * The committed document's examples, read back from contract/openapi.json: every request body and
 * every response of every route carries one, and each passes the route's own zod schema.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ZodTypeAny } from 'zod';
import { contract } from './index';
import { errorExample, resolveExamples } from './openapi-examples';
import { readExampleFile } from './openapi';
import { listRoutes, routeSignature } from './route-list';
import { isZodSchema } from './schema-reading';

interface Media {
  example?: unknown;
}
interface Operation {
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}
const document = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};

const routes = listRoutes(contract).map((listed) => {
  const path = listed.route.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => `{${name}}`);
  const operation = document.paths[path]?.[listed.route.method.toLowerCase()];
  return { ...listed, operation };
});

describe('the OpenAPI examples', () => {
  it.each(routes.map((r) => [routeSignature(r.route), r] as const))(
    '%s: every request body and response has an example that passes the schema',
    (_signature, { route, operation }) => {
      expect(operation).toBeDefined();
      const checks: [string, ZodTypeAny, unknown][] = [];
      if ('body' in route && isZodSchema(route.body)) {
        checks.push([
          'request',
          route.body,
          operation!.requestBody?.content['application/json']?.example,
        ]);
      }
      for (const [status, schema] of Object.entries(route.responses)) {
        if (!isZodSchema(schema)) continue;
        checks.push([
          status,
          schema,
          operation!.responses[status]?.content?.['application/json']?.example,
        ]);
      }
      expect(checks.length).toBeGreaterThan(0);
      for (const [where, schema, example] of checks) {
        expect(example, `${where} example`).toBeDefined();
        const result = schema.safeParse(example);
        expect(result.error?.issues ?? [], `${where} example`).toEqual([]);
      }
    },
  );

  it('show the seeded world: multilingual titles in their wire form, Seoul dates', () => {
    const list = document.paths['/api/coupon']?.get?.responses['200']?.content?.['application/json']
      ?.example as { response: { title: string; createdAt: string }[] };
    const title = JSON.parse(list.response[0]!.title) as Record<string, string>;
    expect(Object.keys(title).sort()).toEqual(['en', 'es', 'ko']);
    expect(title.ko).toMatch(/[가-힣]/);
    expect(list.response[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('are refused when they do not match the schema, so the document never shows a wrong one', () => {
    const file = readExampleFile();
    const signIn = file['auth.signIn']!;
    const broken = { ...file, 'auth.signIn': { ...signIn, request: { email: 'not an e-mail' } } };
    expect(() => resolveExamples(broken)).toThrow(/auth\.signIn: the request example fails/);
    const { ['auth.signIn']: _dropped, ...missing } = file;
    expect(() => resolveExamples(missing)).toThrow(/auth\.signIn: no request body example/);
  });

  it('fill an unreached error status with an envelope of a code of that status', () => {
    expect(errorExample(409).error.code).toBe('EMAIL_TAKEN');
    expect(() => errorExample(418)).toThrow();
  });
});
