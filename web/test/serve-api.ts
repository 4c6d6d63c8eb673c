/**
 * A test file's own API server (test/api-server.ts) for all its tests, and a clean slate after
 * each test: nothing left mounted, no toast, language back to ko, nothing kept in storage
 * (session, language, pending sign-ins) and no request remembered. Call it once at the top of the
 * file; resets of the file's own (module variables, caches) go in the file's own afterEach.
 * A test during which the server was asked to give an answer the contract refuses fails, with
 * the route, the status and the Zod issues.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startApiServer, type ApiServer, type RecordedRequest, type Routes } from './api-server';
import { cleanSlate } from './clean-slate';

export interface ServedApi {
  /**
   * The server's base address, which the app's client is pointed at when the server starts: for
   * a test that points the client elsewhere and must point it back.
   */
  readonly url: string;
  /** The requests of the running test, in order. */
  readonly requests: RecordedRequest[];
  /** The running test's requests to one path (without a query). */
  calls: (path: string) => RecordedRequest[];
}

export function serveApi<Key extends string>(routes: Routes<Key>): ServedApi {
  let server: ApiServer | undefined;
  beforeAll(async () => {
    server = await startApiServer(routes);
  });
  afterAll(() => server?.close());
  afterEach(async () => {
    await cleanSlate();
    if (!server) return;
    server.requests.length = 0;
    server.assertContractKept();
  });

  const started = () => {
    if (!server) throw new Error('serveApi: the server starts before the first test');
    return server;
  };
  const requests = () => started().requests;
  return {
    get url() {
      return started().url;
    },
    get requests() {
      return requests();
    },
    calls: (path) => requests().filter((request) => request.path === path),
  };
}
