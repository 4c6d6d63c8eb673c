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

  it('shrinks a long label to fit its tile', async () => {
    const app = await build();
    const fontSizeOf = async (url: string) => {
      const body = (await app.inject({ method: 'GET', url })).body;
      return Number(/font-size="(\d+)"/.exec(body)?.[1]);
    };
    expect(await fontSizeOf('/mock-images/logos/tv.png')).toBe(30);
    const long = await fontSizeOf('/mock-images/popups/popup-maintenance.png');
    // 17 characters at about 0.6em each must stay within 240 px.
    expect(long * 0.6 * 17).toBeLessThanOrEqual(240);
    expect(long).toBeGreaterThan(10);
  });

  it('escapes the label', async () => {
    const app = await build();
    const res = await app.inject({ method: 'GET', url: '/mock-images/x/%3Cb%3E.png' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<b>');
    expect(res.body).toContain('&#60;b&#62;');
  });
});
