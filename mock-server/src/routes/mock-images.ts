/**
 * Placeholder pictures for the generated world's image paths (`/mock-images/<folder>/<name>.png`):
 * an SVG tile with a colour and label derived from the path, so every logo, banner and avatar
 * renders something stable without shipping image files. Not part of the product contract.
 */
import { MOCK_IMAGE_PREFIX } from '@market/world';
import { type MockServices, fileAnswer } from '../pipeline/services';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function hueOf(path: string): number {
  let hash = 0;
  for (const char of path) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

/** Banners are wide; everything else is square. */
export function placeholderSvg(path: string): string {
  const [folder = '', file = ''] = path.split('/').slice(-2);
  const label = escapeXml(file.replace(/\.[a-z]+$/i, '').replace(/[-_]+/g, ' '));
  const [width, height] = folder === 'banners' ? [1200, 400] : [240, 240];
  const hue = hueOf(path);
  // A sans-serif glyph is about 0.6em wide: shrink long labels so they fit with a margin.
  const fontSize = Math.round(
    Math.min(height / 8, (width * 0.85) / (0.6 * Math.max(1, label.length))),
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">` +
    `<rect width="100%" height="100%" fill="hsl(${hue} 55% 42%)"/>` +
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" ` +
    `font-family="sans-serif" font-size="${fontSize}" fill="#fff">${label}</text></svg>`
  );
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Serves every path under the prefix with its placeholder. */
export function serveMockImages(mock: MockServices): void {
  mock.serveFiles(`${MOCK_IMAGE_PREFIX}/*`, (request) =>
    fileAnswer('image/svg+xml', placeholderSvg(decodePath(request.path)), 'public, max-age=86400'),
  );
}
