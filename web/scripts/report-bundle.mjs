#!/usr/bin/env node
/**
 * After `vite build`: the JavaScript each route loads first (gzip), read from the Vite manifest.
 * A route's first load is the entry chunk with its static imports, plus the route's lazy page chunk
 * with its static imports (chunks shared by both count once). Routes come from src/app/router.tsx:
 * each `<Route path>` is matched to the lazy page component it renders.
 */
import { readFileSync } from 'node:fs';
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

// Route paths from the router: lazy component name -> page module, then <Route path> -> component.
const router = readFileSync(join(root, 'src', 'app', 'router.tsx'), 'utf8');
const pageOfComponent = new Map(
  [...router.matchAll(/const (\w+) = lazy\(\(\) => import\('\.\.\/pages\/([\w-]+)'\)\)/g)].map(
    ([, name, file]) => [name, `src/pages/${file}.tsx`],
  ),
);
const routes = [];
for (const match of router.matchAll(/<Route(?: path="([^"]*)")?>/g)) {
  const after = router.slice(match.index, match.index + 400);
  const component = [...after.matchAll(/<(\w+)[\s/>]/g)]
    .map(([, name]) => name)
    .find((name) => pageOfComponent.has(name));
  if (component)
    routes.push({ path: match[1] ?? '(not found)', page: pageOfComponent.get(component) });
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
