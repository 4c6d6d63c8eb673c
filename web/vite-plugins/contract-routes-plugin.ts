/**
 * `vite build` only: replace src/lib/api/contract-routes.ts (which re-exports the whole contract) with
 * the plain route table the ts-rest client needs. The contract's Zod schemas then stay out of the
 * bundle; dev, tests and types keep using the real contract.
 */
import { fileURLToPath } from 'node:url';
import { normalizePath, runnerImport, type Plugin } from 'vite';
import { routeTable } from '../src/lib/api/contract-route-table';

const target = normalizePath(
  fileURLToPath(new URL('../src/lib/api/contract-routes.ts', import.meta.url)),
);

export function contractRoutesPlugin(): Plugin {
  let source = '';
  return {
    name: 'market:contract-routes',
    apply: 'build',
    async buildStart() {
      const { module } = await runnerImport<{ contract: object }>('@market/contract', {
        configFile: false,
        logLevel: 'error',
      });
      source = `export const contractRoutes = ${JSON.stringify(routeTable(module.contract))};\n`;
    },
    load(id) {
      return normalizePath(id) === target ? source : null;
    },
  };
}
