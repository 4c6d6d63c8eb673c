#!/usr/bin/env node
/**
 * After `vite build`: the JavaScript each route loads first (gzip), read from the Vite manifest.
 * A route's first load is the entry chunk with its static imports, plus the route's lazy page chunk
 * with its static imports (chunks shared by both count once). Routes come from the route table in
 * src/app/routes/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const HOME_BUDGET_KB = 200;

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gzipSizes = new Map();
const gzipSize = (file) => {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gzipSizes.get(file);
};

/** The JS files a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = staticClosure(entryKey);

// Routes from the route table (src/app/routes/*-routes.ts): lazy page name -> page module, then
// route(path, Page) -> the page. A path built per post type (`/seller/${slug}`) shows as {type}.
const routeDir = join(root, 'src', 'app', 'routes');
// Public routes first, then the signed-in areas and the seller console, as the table lists them.
const areaOrder = ['public', 'buyer', 'account', 'party', 'seller'];
const routeSources = readdirSync(routeDir)
  .filter((file) => file.endsWith('-routes.ts'))
  .sort((a, b) => areaOrder.indexOf(a.split('-')[0]) - areaOrder.indexOf(b.split('-')[0]))
  .map((file) => readFileSync(join(routeDir, file), 'utf8'));
/** A file's lazy pages by name (names repeat across files: each area has its HomePage). */
const pagesOf = (source) =>
  new Map(
    [
      ...source.matchAll(/(\w+) = lazyPage\(\s*\(\) => import\('\.\.\/\.\.\/pages\/([\w/-]+)'\)/g),
    ].map(([, name, file]) => [name, `src/pages/${file}.tsx`]),
  );
const exportedPages = new Map(routeSources.flatMap((source) => [...pagesOf(source)]));
const routes = [];
for (const source of routeSources) {
  const ownPages = pagesOf(source);
  for (const [, , path, component] of source.matchAll(/route\(\s*(['`])(.*?)\1,\s*(\w+)/g)) {
    const page = ownPages.get(component) ?? exportedPages.get(component);
    const shown = path.replace(/\$\{\w+\}/g, '{type}');
    if (page && !routes.some((row) => row.path === shown)) routes.push({ path: shown, page });
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);

const rows = routes.map(({ path, page }) => {
  const files = new Set(entryFiles);
  staticClosure(page, files);
  return { path, page: page.replace('src/pages/', ''), bytes: sum(files) };
});

console.log(
  `\nFirst-load JavaScript per route (gzip; entry and shared chunks ${kb(sum(entryFiles)).trim()} kB):\n`,
);
console.log(`${'route'.padEnd(34)}${'kB'.padStart(7)}  page module`);
for (const row of rows) console.log(`${row.path.padEnd(34)}${kb(row.bytes)}  ${row.page}`);

const home = rows.find((row) => row.path === '/');
if (home) {
  const verdict = home.bytes / 1024 <= HOME_BUDGET_KB ? 'within' : 'OVER';
  console.log(
    `\nHome route: ${kb(home.bytes).trim()} kB, ${verdict} the ${HOME_BUDGET_KB} kB aim.\n`,
  );
}
