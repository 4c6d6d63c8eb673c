/** Options of `buildApp` (the Fastify host) and what the running app remembers of them (`app.mockConfig`). */
import type { FastifyServerOptions } from 'fastify';
import type { WorldSize } from '@market/world';
import type { MockOptions } from './pipeline/mock';
import type { MockConfig } from './pipeline/services';

export type { MockConfig };

export interface BuildAppOptions extends Omit<MockOptions, 'log'> {
  /** Fastify's logger option. Default false. */
  logger?: FastifyServerOptions['logger'];
}

export const WORLD_SIZES = ['small', 'default', 'large'] as const satisfies readonly WorldSize[];
