import { describe, expect, it } from 'vitest';
import { build } from './helpers/build';

describe('GET /__mock/docs (the API documentation)', () => {
  it('serves the Swagger UI page with its files from the package, not a CDN', async () => {
    const app = await build();
    const page = await app.inject({ method: 'GET', url: '/__mock/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources.length).toBeGreaterThanOrEqual(4);
    for (const source of sources) {
      expect(source).toMatch(/^\/__mock\/docs\//);
      const asset = await app.inject({ method: 'GET', url: source });
      expect(asset.statusCode, source).toBe(200);
      expect(asset.body.length, source).toBeGreaterThan(100);
    }
    const init = await app.inject({ method: 'GET', url: '/__mock/docs/init.js' });
    expect(init.body).toContain("url: '/__mock/docs/openapi.json'");
  });

  it('serves the document with this server as its server and its recorded examples', async () => {
    const app = await build();
    const res = await app.inject({
      method: 'GET',
      url: '/__mock/docs/openapi.json',
      headers: { host: 'localhost:5140' },
    });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.servers).toEqual([
      { url: 'http://localhost:5140', description: 'This mock server' },
    ]);
    const example =
      document.paths['/api/coupon'].get.responses['200'].content['application/json'].example;
    expect(JSON.parse(example.response[0].title).ko).toMatch(/[가-힣]/);
  });

  it('serves no other file of the package', async () => {
    const app = await build();
    const res = await app.inject({ method: 'GET', url: '/__mock/docs/package.json' });
    expect(res.statusCode).toBe(404);
  });
});
