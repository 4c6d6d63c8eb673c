/**
 * Serves a Ladle build over HTTP on a free local port (Ladle's page loads its stories as modules,
 * which browsers refuse from file://). Anything the build does not hold answers 404, so a story
 * that calls the API shows it as a failed request.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

export async function serveDirectory(dir: string): Promise<StaticServer> {
  const files = sirv(dir, { dev: false, etag: true });
  const server = createServer((request, response) =>
    files(request, response, () => {
      response.statusCode = 404;
      response.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
