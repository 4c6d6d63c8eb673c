import { readFileSync } from 'node:fs';
import type { Pagination as DomainPagination } from '@market/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Pagination } from './envelope';
import { contract } from './index';
import { serializeOpenApiDocument } from './openapi';
import { listRoutes, routeSignature } from './route-list';
import { specRoutes } from './spec-routes';

const routes = listRoutes(contract);

describe('the contract covers SPEC §7', () => {
  it.each(specRoutes)('%s is a route marked spec', (signature) => {
    const matches = routes.filter((r) => routeSignature(r.route) === signature);
    expect(matches.map((m) => m.meta.source)).toEqual(['spec']);
  });

  it('marks every other route assumed', () => {
    const spec = new Set<string>(specRoutes);
    const wronglySpec = routes.filter(
      (r) => r.meta.source === 'spec' && !spec.has(routeSignature(r.route)),
    );
    expect(wronglySpec.map((r) => r.key)).toEqual([]);
  });

  it('has no two routes with the same method and path', () => {
    const signatures = routes.map((r) => routeSignature(r.route));
    expect(signatures.length).toBe(new Set(signatures).size);
  });
});

describe('every route', () => {
  it.each(routes.map((r) => [r.key, r] as const))('%s is documented and enveloped', (_key, r) => {
    expect(r.route.summary?.length).toBeGreaterThan(0);
    expect(['spec', 'assumed']).toContain(r.meta.source);
    expect(['public', 'optional', 'member', 'seller', 'admin']).toContain(r.meta.auth);
    const statuses = Object.keys(r.route.responses).map(Number);
    expect(statuses.some((s) => s >= 200 && s < 300)).toBe(true);
    if (r.meta.auth !== 'public' && r.meta.auth !== 'optional') expect(statuses).toContain(401);
    if (r.meta.auth === 'seller' || r.meta.auth === 'admin') expect(statuses).toContain(403);
    // Every route, with or without input: an unknown query parameter is a 400 (decision 029).
    expect(statuses).toContain(400);
  });
});

describe('contract/openapi.json', () => {
  const committed = readFileSync(new URL('../openapi.json', import.meta.url), 'utf8');

  it('is up to date with the contract (run `pnpm openapi`)', () => {
    expect(committed).toBe(serializeOpenApiDocument());
  });

  it('documents every route', () => {
    const document = JSON.parse(committed) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = routes.map((r) =>
      routeSignature(r.route).replace(/:([A-Za-z]+)/g, (_m, name: string) => `{${name}}`),
    );
    expect(documented.sort()).toEqual(expected.sort());
  });
});

describe('pagination', () => {
  it("is the same shape in domain's paginate and on the wire (checked by tsc)", () => {
    expectTypeOf<DomainPagination>().toEqualTypeOf<Pagination>();
  });
});
