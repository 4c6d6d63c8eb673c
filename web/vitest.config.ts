import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases } from './vite-plugins/aliases';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    // Two cores are shared with other work: a small pool, and room for slow first transforms.
    maxWorkers: 2,
    // The files of a worker run in one environment and one module graph: a fresh jsdom and a fresh
    // import of React, Mantine and the app for each of 80-odd files was 60 % of the suite's time.
    // What a file may leave behind (storage, the URL, the language) is reset in test/setup.ts.
    pool: 'threads',
    isolate: false,
    testTimeout: 30_000,
  },
});
