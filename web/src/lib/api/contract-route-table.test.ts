import { contract } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { routeTable, type RouteEntry, type RouteTable } from './contract-route-table';

function leaves(table: object, prefix = ''): [string, Record<string, unknown>][] {
  return Object.entries(table).flatMap(([key, value]: [string, Record<string, unknown>]) =>
    'method' in value && 'path' in value
      ? [[`${prefix}${key}`, value]]
      : leaves(value, `${prefix}${key}.`),
  );
}

describe('routeTable', () => {
  it('keeps every route of the contract with its method, path and content type', () => {
    const table: RouteTable = routeTable(contract);
    const original = leaves(contract);
    const stripped = new Map(leaves(table));
    expect([...stripped.keys()]).toEqual(original.map(([name]) => name));
    for (const [name, route] of original) {
      const entry = stripped.get(name) as unknown as RouteEntry;
      expect(entry, name).toEqual({
        method: route.method,
        path: route.path,
        ...(route.contentType ? { contentType: route.contentType } : {}),
        responses: {},
      });
    }
  });

  it('is plain data that survives JSON, as the build embeds it', () => {
    const table = routeTable(contract);
    expect(JSON.parse(JSON.stringify(table))).toEqual(table);
  });
});
