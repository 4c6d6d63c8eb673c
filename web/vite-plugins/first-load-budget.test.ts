import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger, Manifest } from 'vite';
import { describe, expect, it, onTestFinished } from 'vitest';
import { checkFirstLoadBudget } from './first-load-budget';

/** A build whose files are random bytes (gzip cannot shrink them) of the given sizes in kB. */
function fakeBuild(sizesKb: Record<string, number>) {
  const dist = mkdtempSync(join(tmpdir(), 'first-load-budget-'));
  onTestFinished(() => rmSync(dist, { recursive: true, force: true }));
  for (const [file, kb] of Object.entries(sizesKb)) {
    writeFileSync(join(dist, file), randomBytes(kb * 1024));
  }
  return dist;
}

const manifest: Manifest = {
  'src/main.tsx': { file: 'entry.js', isEntry: true, imports: ['vendor'], dynamicImports: ['rd'] },
  vendor: { file: 'vendor.js' },
  rd: { file: 'renderer.js', name: 'renderer', imports: ['vendor'] },
  'src/pages/home-page.tsx': { file: 'home.js', imports: ['vendor'] },
  'src/pages/seller/home-page.tsx': { file: 'seller-home.js' },
  'src/app/layout/SellerLayout/index.ts': { file: 'seller-frame.js', imports: ['vendor'] },
  // A page whose chunk is not its own facade (a lazy dialog of it imports it back): the manifest
  // names it by the chunk.
  '_subscription-page-abc.js': { file: 'subscription.js', name: 'subscription-page' },
};
const pages = new Map([
  ['src/pages/home-page.tsx', 'home.js'],
  ['src/pages/seller/home-page.tsx', 'seller-home.js'],
  ['src/pages/my/subscription-page.tsx', 'subscription.js'],
]);

function check(sizesKb: Record<string, number>) {
  const lines: string[] = [];
  // Only `info` is called: a logger that keeps the lines, to read them back.
  const logger = { info: (line: string) => void lines.push(line) } as Partial<Logger> as Logger;
  checkFirstLoadBudget(fakeBuild(sizesKb), manifest, pages, logger);
  return lines.join('\n');
}

describe('the first-load budget', () => {
  const shared = { 'entry.js': 20, 'vendor.js': 90, 'renderer.js': 50, 'seller-frame.js': 10 };

  it('reports each page with what every page loads first, counted once', () => {
    const report = check({ ...shared, 'home.js': 10, 'seller-home.js': 10, 'subscription.js': 5 });
    expect(report).toMatch(/home-page\.tsx +17\d\.\d kB/);
    expect(report).toMatch(/my\/subscription-page\.tsx +16\d\.\d kB/);
    expect(report).toMatch(/seller\/home-page\.tsx +18\d\.\d kB/);
    expect(report).toContain('Every page within the 185 kB first-load budget.');
  });

  it('fails the build naming the page over, counting a console page with its frame', () => {
    const sizes = { ...shared, 'home.js': 10, 'seller-home.js': 25, 'subscription.js': 5 };
    expect(() => check(sizes)).toThrow(
      /^1 page\(s\) over the 185 kB first-load budget: seller\/home-page\.tsx\./,
    );
  });

  it('fails a page whose chunk the manifest names by the chunk, not by the page', () => {
    const sizes = { ...shared, 'home.js': 10, 'seller-home.js': 10, 'subscription.js': 30 };
    expect(() => check(sizes)).toThrow(/^1 page\(s\) over .*: my\/subscription-page\.tsx\./);
  });
});
