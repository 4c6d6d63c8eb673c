/**
 * A plain static file server over the demo build (web/dist-demo), as GitHub Pages or a bucket
 * would serve it: files, and index.html for an address of the app. Nothing answers under the
 * mock's paths (`/api`, `/ws`, `/uploads`, `/__mock`, `/mock-images`): a 404, so only the mock in
 * the browser can.
 *
 *   tsx demo/static-server.ts [dir] [port]
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { DEMO_DIR, DEMO_PORT } from './env';

const dir = resolve(process.argv[2] ?? DEMO_DIR);
const port = Number(process.argv[3] ?? DEMO_PORT);
const NOTHING_HERE = /^\/(api|ws|uploads|__mock|mock-images)(\/|$)/;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  const file = join(dir, normalize(path));
  const isFile = file.startsWith(dir) && existsSync(file) && statSync(file).isFile();
  if (NOTHING_HERE.test(path) || (!isFile && extname(path) !== '')) {
    response.writeHead(404).end();
    return;
  }
  const served = isFile ? file : join(dir, 'index.html');
  response.writeHead(200, { 'content-type': TYPES[extname(served)] ?? 'application/octet-stream' });
  createReadStream(served).pipe(response);
}).listen(port, '127.0.0.1', () => console.log(`demo on http://127.0.0.1:${port} from ${dir}`));
