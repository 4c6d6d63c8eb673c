import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../vitest.shared';

export default defineConfig({
  test: {
    ...sharedTestOptions,
    // A ceiling, not a wait: on a loaded two-core machine a test that takes 1 s alone may take 5.
    testTimeout: 20_000,
  },
});
