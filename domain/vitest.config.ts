import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../vitest.shared';

// Run the tests far from Seoul (and in a zone with daylight saving), so that a rule that leaks the
// machine's time zone into business dates fails here rather than on a server abroad.
process.env.TZ = 'America/Los_Angeles';

export default defineConfig({
  test: {
    ...sharedTestOptions,
    include: ['src/**/*.test.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/index.ts', 'src/**/test-helpers.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 95 },
    },
  },
});
