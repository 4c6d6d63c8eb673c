import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { domTestOptions, sharedTestOptions } from '../vitest.shared';
import { aliases } from './vite-plugins/aliases';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    // happy-dom on Node's fetch (test/dom-environment.ts), with its own Web Storage on every Node
    // version (../vitest.shared.ts).
    ...domTestOptions,
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    // Two cores are shared with other work: a small pool, and room for slow first transforms.
    maxWorkers: 2,
    // One document per worker, not per file (../vitest.shared.ts); test/setup.ts resets it per
    // file.
    ...sharedTestOptions,
    testTimeout: 30_000,
    // A hook that imports a file's pages and their lazy parts (seller-listings-pages.test.tsx) waits
    // on those imports: under load they take as long as a test may.
    hookTimeout: 30_000,
  },
});
