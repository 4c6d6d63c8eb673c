/**
 * `vite build` only: fails the build when a Mantine component in the first load (the entry's chunk,
 * the shell and the landing pages' chunks, vite-plugins/manual-chunks.ts) has a stylesheet that
 * src/lib/mantine-styles.ts does not import. That component would show unstyled until Mantine's
 * whole sheet arrives, after the first render.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { landingPages } from './manual-chunks';

const stylesModule = new URL('../src/lib/mantine-styles.ts', import.meta.url);
const mantineStyles = dirname(
  createRequire(import.meta.url).resolve('@mantine/core/styles/Button.layer.css'),
);
/** The entry, the chunks manual-chunks names for the first load, and the landing pages' own. */
const isFirstLoad = (chunk: { isEntry: boolean; name: string; facadeModuleId: string | null }) =>
  chunk.isEntry ||
  chunk.name === 'shell' ||
  chunk.name === 'landing' ||
  chunk.name.endsWith('-parts') ||
  // By module, not chunk name: the seller console's home page is a `home-page` chunk too.
  landingPages.some((page) => chunk.facadeModuleId?.endsWith(`/src/pages/${page}.tsx`));

export function firstLoadStylesCheck(): Plugin {
  return {
    name: 'market:first-load-styles-check',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_, bundle) {
      const imported = readFileSync(stylesModule, 'utf8');
      const missing = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !isFirstLoad(chunk)) continue;
        for (const id of chunk.moduleIds) {
          const component = /@mantine\/core\/esm\/components\/(\w+)\//.exec(id)?.[1];
          const sheet = `${component}.layer.css`;
          if (component && existsSync(join(mantineStyles, sheet)) && !imported.includes(sheet)) {
            missing.add(component);
          }
        }
      }
      if (missing.size > 0) {
        const sheets = [...missing].map((name) => `@mantine/core/styles/${name}.layer.css`);
        this.error(
          `the first load renders ${[...missing].join(', ')}: add ${sheets.join(', ')} ` +
            "to src/lib/mantine-styles.ts (in Mantine's order).",
        );
      }
    },
  };
}
