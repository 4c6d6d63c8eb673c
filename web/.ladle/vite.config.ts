/**
 * The Vite config of Ladle's build and dev server: the plugins stories need, not the app build's
 * (its chunking, prerendering and compression are for the app's own pages, and the chunking
 * requires them). MSW's service worker is served for the live-world stories (test/live-world.tsx).
 *
 * Ladle runs its own Vite 6, while the app builds with Vite 8 (decision 050): React's plugin is
 * Ladle's own (`@vitejs/plugin-react-swc`, which it adds when the config has none), since the app's
 * `@vitejs/plugin-react` 6 needs Vite 8. (contract-routes-plugin.ts loads the contract with the
 * app's Vite 8, `runnerImport`, which runs on its own beside Ladle's.)
 */
import type { UserConfig } from 'vite';
import { aliases } from '../vite-plugins/aliases.ts';
import { contractRoutesPlugin } from '../vite-plugins/contract-routes-plugin.ts';
import { mswWorkerPlugin } from '../vite-plugins/msw-worker-plugin.ts';

export default {
  plugins: [contractRoutesPlugin(), mswWorkerPlugin()],
  resolve: { alias: aliases },
} satisfies UserConfig;
