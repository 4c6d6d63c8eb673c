/**
 * Reading the build's Vite manifest (`build.manifest`), shared by the first-load budget
 * (report-bundle.mjs) and the HTML's early loads (vite-plugins/first-load.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The manifest of the build in `dist`. */
export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/** The manifest key of the entry chunk. */
export function entryKey(manifest) {
  return Object.keys(manifest).find((key) => manifest[key].isEntry);
}

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

/** React DOM's renderer, which the entry imports at once, after starting the page's calls. */
export const rendererKey = (manifest) =>
  manifest[entryKey(manifest)].dynamicImports?.find((key) => manifest[key].name === 'renderer');

/** What every page loads first: the entry with its static imports, and the renderer. */
export const firstLoad = (manifest) =>
  staticClosure(manifest, rendererKey(manifest), staticClosure(manifest, entryKey(manifest)));
