/**
 * Answers come compressed to a client that accepts it, as from a real API behind a web server,
 * over a real port (node's http, which does not decompress on its own).
 */
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sharedListeningApp } from './helpers/market';

const server = sharedListeningApp();

function fetchRaw(path: string, acceptEncoding?: string) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    get(`${server.baseUrl()}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', fail);
  });
}

describe('compressed answers', () => {
  it('gzips a page of posts for a client that accepts gzip, with the same JSON inside', async () => {
    const plain = await fetchRaw('/api/digital/code?page=1');
    const zipped = await fetchRaw('/api/digital/code?page=1', 'gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(gunzipSync(zipped.body).toString('utf8'))).toEqual(
      JSON.parse(plain.body.toString('utf8')),
    );
  });

  it('sends a short answer as it is (compressing under 1 kB gains nothing)', async () => {
    const health = await fetchRaw('/__mock/health', 'gzip');
    expect(health.body.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString('utf8'))).toMatchObject({ success: true });
  });
});
