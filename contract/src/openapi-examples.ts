/**
 * The OpenAPI document's examples: recorded from the mock server's seeded world, over HTTP, by
 * `scripts/capture-examples.ts` into contract/openapi-examples.json, checked here against
 * the route's own zod schema and written into every request body and every response of the
 * document. An error status no recorded call reached gets the error envelope of a code of that
 * status. A missing or invalid example fails the write, so the document never shows one.
 */
import type { AppRoute } from '@ts-rest/core';
import type { ZodTypeAny } from 'zod';
import { contract } from './index';
import { errorCatalogue, type ErrorCode } from './errors';
import { listRoutes } from './route-list';
import { isZodSchema } from './schema-reading';

export interface RouteExamples {
  request?: unknown;
  responses: Record<string, unknown>;
}
export type ExampleFile = Record<string, RouteExamples>;

/** One example per request body and per response of each route, by route key. */
export interface ResolvedExamples {
  request?: unknown;
  responses: Record<string, unknown>;
}

/** An error envelope of the first code of the catalogue that answers with `status`. */
export function errorExample(status: number) {
  const code = (Object.keys(errorCatalogue) as ErrorCode[]).find(
    (candidate) => errorCatalogue[candidate] === status,
  );
  if (!code) throw new Error(`no error code answers with ${status}`);
  return {
    success: false,
    response: null,
    error: { code, message: `An example of ${code}` },
    pagination: null,
  };
}

const hasBody = (route: AppRoute) => 'body' in route && isZodSchema(route.body);

function describeIssues(result: { error?: { issues: { path: unknown[]; message: string }[] } }) {
  return (result.error?.issues ?? [])
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/**
 * Every route's examples, each checked against its schema. Throws with the list of what is missing
 * or does not match.
 */
export function resolveExamples(file: ExampleFile): Map<string, ResolvedExamples> {
  const problems: string[] = [];
  const resolved = new Map<string, ResolvedExamples>();
  for (const { key, route } of listRoutes(contract)) {
    const recorded = file[key];
    const entry: ResolvedExamples = { responses: {} };
    if (hasBody(route)) {
      const schema = (route as { body: ZodTypeAny }).body;
      if (recorded?.request === undefined) problems.push(`${key}: no request body example`);
      else {
        const result = schema.safeParse(recorded.request);
        if (result.success) entry.request = recorded.request;
        else
          problems.push(`${key}: the request example fails its schema: ${describeIssues(result)}`);
      }
    }
    for (const [status, schema] of Object.entries(route.responses)) {
      if (!isZodSchema(schema)) continue;
      const code = Number(status);
      const example = recorded?.responses[status] ?? (code >= 400 ? errorExample(code) : undefined);
      if (example === undefined) {
        problems.push(`${key}: no example of its ${status} answer`);
        continue;
      }
      const result = schema.safeParse(example);
      if (result.success) entry.responses[status] = example;
      else
        problems.push(`${key}: the ${status} example fails its schema: ${describeIssues(result)}`);
    }
    resolved.set(key, entry);
  }
  if (problems.length) {
    throw new Error(
      `OpenAPI examples (run \`pnpm openapi\` to record them again):\n  ${problems.join('\n  ')}`,
    );
  }
  return resolved;
}

interface MediaObject {
  example?: unknown;
}
interface Operation {
  operationId?: string;
  requestBody?: { content?: Record<string, MediaObject> };
  responses?: Record<string, { content?: Record<string, MediaObject> }>;
}

/** Writes the examples into the document's operations (found by their operationId, the route key). */
export function withExamples<T extends { paths: object }>(
  document: T,
  examples: Map<string, ResolvedExamples>,
): T {
  for (const item of Object.values(document.paths) as Record<string, Operation>[]) {
    for (const operation of Object.values(item)) {
      const entry = operation.operationId ? examples.get(operation.operationId) : undefined;
      if (!entry) continue;
      const json = operation.requestBody?.content?.['application/json'];
      if (json && entry.request !== undefined) json.example = entry.request;
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const media = response.content?.['application/json'];
        if (media && status in entry.responses) media.example = entry.responses[status];
      }
    }
  }
  return document;
}
