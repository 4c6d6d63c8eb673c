/**
 * `pnpm openapi` writes contract/openapi.json; with `--check` it fails when the committed file is
 * stale instead of writing it (run by `npm test`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serializeOpenApiDocument } from '../src/openapi';

const target = fileURLToPath(new URL('../openapi.json', import.meta.url));
const fresh = serializeOpenApiDocument();

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (committed !== fresh) {
    console.error('contract/openapi.json is stale: run `pnpm openapi` and commit the result.');
    process.exit(1);
  }
  console.log('contract/openapi.json is up to date.');
} else {
  writeFileSync(target, fresh);
  console.log(`wrote ${target}`);
}
