/**
 * Reading the build's Vite manifest (`build.manifest`), shared by the HTML's early loads
 * (first-load.ts) and the first-load budget (first-load-budget.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';

/** The manifest of the build in `dist`. */
export const readManifest = (dist: string) =>
  JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** The manifest key of the entry chunk. */
const entryKey = (manifest: Manifest) =>
  Object.keys(manifest).find((key) => manifest[key]!.isEntry);

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key?: string, files = new Set<string>()) {
  const chunk = manifest[key ?? ''];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

/** React DOM's renderer, which the entry imports at once, after starting the page's calls. */
export const rendererKey = (manifest: Manifest) =>
  manifest[entryKey(manifest)!]!.dynamicImports?.find((key) => manifest[key]!.name === 'renderer');

/** What every page loads first: the entry with its static imports, and the renderer. */
export const firstLoad = (manifest: Manifest) =>
  staticClosure(manifest, rendererKey(manifest), staticClosure(manifest, entryKey(manifest)));
