#!/usr/bin/env node
/**
 * After `vite build`: the JavaScript each page loads before its first render (gzip), read from the
 * Vite manifest: the entry chunk with its static imports and React DOM's renderer (firstLoad),
 * plus the page's chunk with its static imports (a chunk both need counts once); a seller console
 * page adds the console's frame, which loads with it (app/router.tsx). Every route renders one of
 * these pages, so the build fails when any page is over the budget of decision 028: what a page
 * does not show on its first paint (a form, a dialog, a table) loads lazily (lazyPart, lazyDialog).
 *
 *   node scripts/report-bundle.mjs [dist directory]
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { firstLoad, readManifest, staticClosure } from './vite-manifest.mjs';

const BUDGET_KB = 200;
const SELLER_FRAME = 'src/app/layout/SellerLayout/index.ts';

const dist = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '../dist'));
const manifest = readManifest(dist);

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;
const sumKb = (files) => [...files].reduce((total, file) => total + gzipKb(file), 0);

const rows = Object.keys(manifest)
  .filter((key) => key.startsWith('src/pages/'))
  .sort()
  .map((page) => {
    const files = staticClosure(manifest, page, firstLoad(manifest));
    if (page.startsWith('src/pages/seller/')) staticClosure(manifest, SELLER_FRAME, files);
    return { page: page.replace('src/pages/', ''), kb: sumKb(files) };
  });

console.log(
  `\nFirst-load JavaScript per page (gzip; the entry, its imports and React DOM ${sumKb(firstLoad(manifest)).toFixed(1)} kB):\n`,
);
for (const { page, kb } of rows) console.log(`${page.padEnd(40)}${kb.toFixed(1).padStart(7)} kB`);

const over = rows.filter((row) => row.kb > BUDGET_KB);
if (over.length > 0) {
  console.error(
    `\n${over.length} page(s) over the ${BUDGET_KB} kB first-load budget: ` +
      `${over.map((row) => row.page).join(', ')}. Load what the first paint does not need lazily.`,
  );
  process.exit(1);
}
console.log(`\nEvery page within the ${BUDGET_KB} kB first-load budget.\n`);
