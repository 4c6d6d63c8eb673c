/**
 * Builds the app over the `small` world for one test and closes it when the test ends
 * (fastify/demo's `build()`). The world is generated once per test file and shared: the store only
 * ever hands out clones of it.
 */
import type { World } from '@market/world';
import { generateWorld } from '@market/fixtures';
import type { FastifyInstance } from 'fastify';
import { onTestFinished } from 'vitest';
import { buildApp } from '../../src/app';
import type { BuildAppOptions } from '../../src/config';

/** The reference time of every test world: a Monday morning in Seoul. */
export const TEST_NOW = Date.parse('2026-03-02T10:00:00+09:00');
export const TEST_SEED = 7;

let world: World | undefined;

export function testWorld(): World {
  world ??= generateWorld({ seed: TEST_SEED, size: 'small', now: TEST_NOW });
  return world;
}

/** The mock's options in tests, on either host: the test world, answers validated against the contract. */
export const testMockOptions = (overrides: Partial<BuildAppOptions> = {}): BuildAppOptions => ({
  seed: TEST_SEED,
  size: 'small',
  now: TEST_NOW,
  validateResponses: true,
  world: testWorld(),
  ...overrides,
});

/** The app over the test world, validating its answers against the contract; the caller closes it. */
export const buildTestApp = (overrides: Partial<BuildAppOptions> = {}): Promise<FastifyInstance> =>
  buildApp(testMockOptions(overrides));

export async function build(overrides: Partial<BuildAppOptions> = {}): Promise<FastifyInstance> {
  const app = await buildTestApp(overrides);
  onTestFinished(() => app.close());
  return app;
}

/** Headers that put a request in a session of its own. */
export const inSession = (id: string, headers: Record<string, string> = {}) => ({
  'x-mock-session': id,
  ...headers,
});
