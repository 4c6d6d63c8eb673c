/**
 * Pictures for stories, drawn in place as SVG data addresses. The seeded world's pictures are the
 * mock server's (`/mock-images/...`), which Ladle has no server for: a story showing them would
 * show broken pictures and log failed requests, which the story runner counts as errors.
 */
export function storyPicture(label: string, { width = 240, height = 240, hue = 210 } = {}): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="hsl(${hue} 55% 42%)"/>` +
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" ` +
    `font-family="sans-serif" font-size="${Math.round(height / 8)}" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
