/**
 * Two folders of story screenshots compared pixel by pixel (pixelmatch), and the HTML page that
 * shows each changed story before, after and the difference, the most changed first.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface ShotChange {
  /** `<story id>--<width>.png` */
  file: string;
  /** Share of the larger picture's pixels that differ, 0 to 1. */
  changed: number;
  /** Added or removed, or with a new size, rather than repainted. */
  note?: 'added' | 'removed' | 'resized';
}

/** The picture on a canvas of the given size (transparent beyond it), to compare sizes that differ. */
function onCanvas(png: PNG, width: number, height: number): Buffer {
  if (png.width === width && png.height === height) return png.data;
  const canvas = new PNG({ width, height });
  PNG.bitblt(png, canvas, 0, 0, png.width, png.height, 0, 0);
  return canvas.data;
}

/**
 * Compares every shot of `beforeDir` with the same file in `afterDir`, writes the differences into
 * `outDir` and returns the changed ones, the most changed first.
 */
export function compareShots(beforeDir: string, afterDir: string, outDir: string): ShotChange[] {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(join(outDir, 'diff'), { recursive: true });
  const pngs = (dir: string) => new Set(readdirSync(dir).filter((file) => file.endsWith('.png')));
  const before = pngs(beforeDir);
  const after = pngs(afterDir);
  const changes: ShotChange[] = [];
  for (const file of [...new Set([...before, ...after])].sort()) {
    if (!before.has(file)) {
      changes.push({ file, changed: 1, note: 'added' });
      continue;
    }
    if (!after.has(file)) {
      changes.push({ file, changed: 1, note: 'removed' });
      continue;
    }
    const beforeBytes = readFileSync(join(beforeDir, file));
    const afterBytes = readFileSync(join(afterDir, file));
    // Chromium encodes the same pixels to the same bytes: most shots need no decoding.
    if (beforeBytes.equals(afterBytes)) continue;
    const a = PNG.sync.read(beforeBytes);
    const b = PNG.sync.read(afterBytes);
    const width = Math.max(a.width, b.width);
    const height = Math.max(a.height, b.height);
    const diff = new PNG({ width, height });
    const differing = pixelmatch(
      onCanvas(a, width, height),
      onCanvas(b, width, height),
      diff.data,
      width,
      height,
      { threshold: 0.1 },
    );
    if (differing === 0) continue;
    writeFileSync(join(outDir, 'diff', file), PNG.sync.write(diff));
    const resized = a.width !== b.width || a.height !== b.height;
    changes.push({
      file,
      changed: differing / (width * height),
      ...(resized ? { note: 'resized' as const } : {}),
    });
  }
  for (const change of changes) {
    for (const [side, dir] of [
      ['before', beforeDir],
      ['after', afterDir],
    ] as const) {
      const source = join(dir, change.file);
      if (!existsSync(source)) continue;
      mkdirSync(join(outDir, side), { recursive: true });
      copyFileSync(source, join(outDir, side, change.file));
    }
  }
  return changes.sort((x, y) => y.changed - x.changed || x.file.localeCompare(y.file));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The review page: one row per changed shot, before / after / difference. */
export function changesPage(changes: ShotChange[], title: string): string {
  const rows = changes.map((change) => {
    const file = escapeHtml(change.file);
    const picture = (side: string, exists: boolean) =>
      exists
        ? `<a href="${side}/${file}"><img src="${side}/${file}" alt="${side}" loading="lazy"></a>`
        : '<span class="none">none</span>';
    return `<section>
  <h2>${file} <small>${(change.changed * 100).toFixed(2)} %${change.note ? ` · ${change.note}` : ''}</small></h2>
  <div class="row">
    <figure><figcaption>before</figcaption>${picture('before', change.note !== 'added')}</figure>
    <figure><figcaption>after</figcaption>${picture('after', change.note !== 'removed')}</figure>
    <figure><figcaption>difference</figcaption>${picture('diff', !change.note || change.note === 'resized')}</figure>
  </div>
</section>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: sans-serif; margin: 1rem; }
  .row { display: flex; gap: 1rem; align-items: flex-start; overflow-x: auto; }
  figure { margin: 0; }
  img { max-width: 420px; border: 1px solid #ccc; }
  small { font-weight: normal; color: #555; }
  .none { color: #555; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${changes.length} changed shot(s), the most changed first.</p>
${rows.join('\n')}
</body>
</html>
`;
}
