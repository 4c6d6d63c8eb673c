/**
 * Vendor code in a few chunks of their own: they change only when a dependency does, so a returning
 * visitor's cache keeps them across our releases. Everything else Rollup splits by itself (the
 * shell in the entry chunk, one chunk per lazy page and what pages share).
 */
const vendorChunks: [RegExp, string][] = [
  [/node_modules\/(react|react-dom|scheduler)\//, 'react'],
  [/node_modules\/(i18next|react-i18next)\//, 'i18n'],
  [/node_modules\/(@tanstack|@ts-rest)\//, 'query'],
  [/node_modules\/zod\//, 'zod'],
];

export function manualChunks(id: string): string | undefined {
  return vendorChunks.find(([pattern]) => pattern.test(id))?.[1];
}
