/**
 * After the client build: the JavaScript each page loads before its first render (gzip), read from
 * the Vite manifest: what every page loads first (the entry, its static imports and React DOM's
 * renderer), plus the page's chunk with its static imports; a seller console page adds the
 * console's frame, which loads with it (app/router.tsx). Every route renders one of these pages,
 * so the build fails when any page is over the budget of decision 028: what a page does not show
 * on its first paint (a form, a dialog, a table) loads lazily (lazyPart, lazyDialog).
 *
 * Pages are found by the modules in the bundle's chunks, not by the manifest's keys: a page whose
 * chunk is not its own facade (one it shares with a part that imports it back, e.g. a lazy dialog)
 * has a key of the chunk's name (`_subscription-page-….js`), and a check by keys missed six pages.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Logger, Manifest } from 'vite';
import { firstLoad, staticClosure } from './manifest';

const BUDGET_KB = 185;
const SELLER_FRAME = 'src/app/layout/SellerLayout/index.ts';

/** Each page module of the build (`src/pages/…`, from the project's root) and its chunk's file. */
export type PageChunks = ReadonlyMap<string, string>;

/** Prints each page's first-load JavaScript; throws, failing the build, when one is over. */
export function checkFirstLoadBudget(
  dist: string,
  manifest: Manifest,
  pages: PageChunks,
  logger: Logger,
) {
  const sumKb = (files: Set<string>) =>
    [...files].reduce((kb, file) => kb + gzipSync(readFileSync(join(dist, file))).length / 1024, 0);
  const everyPage = firstLoad(manifest);
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const rows = [...pages]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([page, file]) => {
      const key = keyOfFile.get(file);
      if (!key)
        throw new Error(`first-load budget: ${page}'s chunk ${file} is not in the manifest`);
      const files = staticClosure(manifest, key, new Set(everyPage));
      if (page.startsWith('src/pages/seller/')) staticClosure(manifest, SELLER_FRAME, files);
      return { page: page.replace('src/pages/', ''), kb: sumKb(files) };
    });
  const shared = sumKb(everyPage).toFixed(1);
  logger.info(`\nFirst-load JavaScript per page (gzip; ${shared} kB of it is every page's):\n`);
  for (const { page, kb } of rows) logger.info(`${page.padEnd(40)}${kb.toFixed(1).padStart(7)} kB`);
  const over = rows.filter((row) => row.kb > BUDGET_KB).map((row) => row.page);
  if (over.length) {
    const pages = `${over.length} page(s) over the ${BUDGET_KB} kB first-load budget`;
    throw new Error(
      `${pages}: ${over.join(', ')}. Load what the first paint does not need lazily.`,
    );
  }
  logger.info(`\nEvery page within the ${BUDGET_KB} kB first-load budget.\n`);
}
