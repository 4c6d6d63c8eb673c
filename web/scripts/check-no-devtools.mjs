#!/usr/bin/env node
/**
 * Proves that a production build holds none of the mock devtools (src/app/devtools, TanStack Query's
 * devtools) and none of the mock itself (the demo's web/demo and `pnpm build:demo`; the live-world
 * stories run it in Ladle through MSW: test/live-world.tsx): no module of theirs in the Vite
 * manifest, none of their marker strings in any emitted file, and no MSW service worker. Run after
 * `vite build` (`pnpm --filter @market/web check:no-devtools [dist dir]`);
 * exits 1 naming what it found.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.argv[2] ? resolve(process.argv[2]) : join(root, 'dist');

/** Strings only the devtools' code contains. */
const MARKERS = [
  'Mock devtools', // the drawer's title (src/app/devtools/devtools.tsx)
  'Reset the world',
  // The control contract's route names (@market/contract/control). Not `/__mock/`: the sign-up
  // page's development hint names the outbox's address in its translations.
  'removeFault',
  'listTransfers',
  'tsqd-', // TanStack Query devtools' class prefix
  'ReactQueryDevtools',
  // The mock's pipeline (mock-server/src/pipeline/mock.ts) and MSW's messages.
  'mock session evicted to make room',
  '[MSW]',
  'mockServiceWorker',
];
const FORBIDDEN_MODULES = [
  /src\/app\/devtools\//,
  /react-query-devtools/,
  /contract\/src\/control/,
  /(^|\/)demo\//,
  /mock-server\/src\//,
  /node_modules\/(\.pnpm\/)?msw[@/]/,
];
/** Files no production build may hold. */
const FORBIDDEN_FILES = [/(^|\/)mockServiceWorker\.js$/];

const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else files.push(path);
  }
};
walk(dist);

const problems = [];
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
for (const [key, chunk] of Object.entries(manifest)) {
  const names = [key, chunk.src ?? '', ...(chunk.dynamicImports ?? []), ...(chunk.imports ?? [])];
  for (const name of names) {
    if (FORBIDDEN_MODULES.some((pattern) => pattern.test(name))) {
      problems.push(`manifest: ${name}`);
    }
  }
}
let scanned = 0;
let bytes = 0;
for (const file of files) {
  const name = relative(dist, file);
  if (FORBIDDEN_FILES.some((pattern) => pattern.test(name))) problems.push(`file: ${name}`);
  if (!/\.(js|mjs|css|html|json)$/.test(file) || file.endsWith('manifest.json')) continue;
  const text = readFileSync(file, 'utf8');
  scanned += 1;
  bytes += text.length;
  for (const marker of MARKERS) {
    if (text.includes(marker)) problems.push(`${relative(dist, file)} contains "${marker}"`);
  }
}

if (problems.length) {
  console.error(
    `The production build holds devtools or mock code:\n  ${[...new Set(problems)].join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  `No devtools nor mock in the production build: ${scanned} files (${(bytes / 1024).toFixed(0)} kB) and ` +
    `${Object.keys(manifest).length} manifest entries checked for ${MARKERS.length} markers and ` +
    `${FORBIDDEN_MODULES.length} module patterns.`,
);
