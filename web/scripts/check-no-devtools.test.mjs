// node --test web/scripts/check-no-devtools.test.mjs: the bundle check fails on a build that holds
// devtools code and passes on one that does not.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';

const script = new URL('./check-no-devtools.mjs', import.meta.url).pathname;

function fakeBuild(files, manifest = {}) {
  const dist = mkdtempSync(join(tmpdir(), 'no-devtools-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dist, name), text);
  return dist;
}
const check = (dist) => spawnSync(process.execPath, [script, dist], { encoding: 'utf8' });

test('passes a build without devtools', () => {
  const result = check(fakeBuild({ 'assets/index.js': 'console.log("app")' }));
  assert.equal(result.status, 0, result.stderr);
});

test('fails a build whose code holds the drawer', () => {
  const result = check(fakeBuild({ 'assets/index.js': 'const t="Mock devtools";' }));
  assert.equal(result.status, 1);
  assert.match(result.stderr, /assets\/index\.js contains "Mock devtools"/);
});

test('fails a build whose manifest names a devtools module', () => {
  const manifest = { 'src/app/devtools/devtools.tsx': { file: 'assets/devtools.js' } };
  const result = check(fakeBuild({ 'assets/index.js': '' }, manifest));
  assert.equal(result.status, 1);
  assert.match(result.stderr, /manifest: src\/app\/devtools\/devtools\.tsx/);
});

test('fails a build that holds the mock or its service worker', () => {
  const manifest = { '../mock-server/src/browser/index.ts': { file: 'assets/mock.js' } };
  const result = check(fakeBuild({ 'assets/index.js': '', 'mockServiceWorker.js': '' }, manifest));
  assert.equal(result.status, 1);
  assert.match(result.stderr, /manifest: \.\.\/mock-server\/src\/browser\/index\.ts/);
  assert.match(result.stderr, /file: mockServiceWorker\.js/);
});

test("fails a build whose code registers MSW's worker", () => {
  const result = check(fakeBuild({ 'assets/index.js': 'start({url:"/mockServiceWorker.js"})' }));
  assert.equal(result.status, 1);
  assert.match(result.stderr, /contains "mockServiceWorker"/);
});

test('fails a build that holds the mock of the demo', () => {
  const manifest = {
    'demo/main.ts': { file: 'assets/main.js', imports: ['../mock-server/src/browser/index.ts'] },
  };
  const result = check(
    fakeBuild({ 'assets/index.js': 'console.warn("[MSW] Mocking enabled.")' }, manifest),
  );
  assert.equal(result.status, 1);
  assert.match(result.stderr, /manifest: demo\/main\.ts/);
  assert.match(result.stderr, /manifest: \.\.\/mock-server\/src\/browser\/index\.ts/);
  assert.match(result.stderr, /contains "\[MSW\]"/);
});
