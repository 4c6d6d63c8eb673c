/**
 * Vitest's global setup (vitest.config.ts): the mock server of the small world that runner.test.ts
 * and fuzz/run-fuzz.test.ts check, started once for the run instead of once per file (each start
 * costs a few CPU seconds). Their runs hold no world of the server's in common: each sends its own
 * `x-mock-session`. They find it with `inject('mockServerUrl')`. A rerun in watch mode gets a fresh
 * one, as a file's own server was.
 */
import type { TestProject } from 'vitest/node';
import { startMockServer } from './mock-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The base URL of the shared mock server (the small world). */
    mockServerUrl: string;
  }
}

export default async function setup(project: TestProject) {
  let server = await startMockServer();
  project.provide('mockServerUrl', server.baseUrl);
  project.onTestsRerun(async () => {
    await server.stop();
    server = await startMockServer();
    project.provide('mockServerUrl', server.baseUrl);
  });
  return () => server.stop();
}
