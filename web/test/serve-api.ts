/**
 * A test file's own API server (test/api-server.ts) for all its tests, and a clean slate after
 * each test: no toast, language back to ko, nothing kept in storage (session, language, pending
 * sign-ins) and no request remembered. Call it once at the top of the file.
 */
import { notifications } from '@mantine/notifications';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { changeLocale } from '../src/lib/i18n';
import { startApiServer, type ApiServer, type RecordedRequest, type Routes } from './api-server';

export interface ServedApi {
  /** The requests of the running test, in order. */
  readonly requests: RecordedRequest[];
  /** The running test's requests to one path (without a query). */
  calls: (path: string) => RecordedRequest[];
}

export function serveApi(routes: Routes): ServedApi {
  let server: ApiServer | undefined;
  beforeAll(async () => {
    server = await startApiServer(routes);
  });
  afterAll(() => server?.close());
  afterEach(async () => {
    // Toasts live in a store of their own: one test's must not show up in the next.
    notifications.clean();
    await changeLocale('ko');
    localStorage.clear();
    sessionStorage.clear();
    if (server) server.requests.length = 0;
  });

  const requests = () => {
    if (!server) throw new Error('serveApi: the server starts before the first test');
    return server.requests;
  };
  return {
    get requests() {
      return requests();
    },
    calls: (path) => requests().filter((request) => request.path === path),
  };
}
