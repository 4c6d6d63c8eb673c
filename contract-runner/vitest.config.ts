import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../vitest.shared';

export default defineConfig({
  test: { ...sharedTestOptions, globalSetup: ['src/test-support/shared-mock-server.ts'] },
});
