/**
 * The import aliases of the web app (tsconfig.json's `paths`, said again for Vite, which does not
 * read them): `@/…` is web/src, `@test/…` web/test. Shared by the app's, Vitest's and Ladle's
 * configs. (A key matches itself followed by `/`: `@` takes `@/lib/x`, never `@mantine/core`.)
 */
import { fileURLToPath } from 'node:url';

export const aliases = {
  '@': fileURLToPath(new URL('../src', import.meta.url)),
  '@test': fileURLToPath(new URL('../test', import.meta.url)),
};
