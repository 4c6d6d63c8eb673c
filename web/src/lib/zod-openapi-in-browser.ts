/**
 * What the web build loads for `@anatine/zod-openapi` (vite.config.ts' alias). The contract's
 * schemas call `extendApi` only to annotate the OpenAPI document (`schema.metaOpenApi`), which the
 * browser never reads. The package itself is CommonJS and requires zod's CommonJS copy, a second
 * zod that nothing can tree-shake: about 16 kB gzip in every page's first load.
 */
export function extendApi<T>(schema: T): T {
  return schema;
}
