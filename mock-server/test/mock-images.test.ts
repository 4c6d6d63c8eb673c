import { describe, expect, it } from 'vitest';
import { build } from './helpers/build';

describe('placeholder images for generated image paths', () => {
  it('serves a labelled SVG for any /mock-images path, the same bytes each time', async () => {
    const app = await build();
    const first = await app.inject({ method: 'GET', url: '/mock-images/logos/netflix.png' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('image/svg+xml');
    expect(first.body).toContain('netflix');
    const again = await app.inject({ method: 'GET', url: '/mock-images/logos/netflix.png' });
    expect(again.body).toBe(first.body);
    const other = await app.inject({ method: 'GET', url: '/mock-images/logos/spotify.png' });
    expect(other.body).not.toBe(first.body);
  });

  it('escapes the label', async () => {
    const app = await build();
    const res = await app.inject({ method: 'GET', url: '/mock-images/x/%3Cb%3E.png' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<b>');
    expect(res.body).toContain('&#60;b&#62;');
  });
});
