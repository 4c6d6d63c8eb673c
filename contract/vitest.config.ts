import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A ceiling, not a wait: on a loaded two-core machine a test that takes 1 s alone may take 5.
    testTimeout: 20_000,
  },
});
