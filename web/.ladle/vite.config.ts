/**
 * The Vite config of Ladle's build and dev server: the plugins stories need, not the app build's
 * (its chunking, prerendering and compression are for the app's own pages, and the chunking
 * requires them). MSW's service worker is served for the live-world stories (test/live-world.tsx).
 *
 * Ladle 5.1.1 asks for Vite 6; it runs on the app's Vite 8 (the root package.json's override,
 * decision 050), and with the app's React plugin (without one, Ladle adds its SWC plugin, which
 * configures Vite 8 with options it no longer takes).
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { aliases } from '../vite-plugins/aliases.ts';
import { contractRoutesPlugin } from '../vite-plugins/contract-routes-plugin.ts';
import { mswWorkerPlugin } from '../vite-plugins/msw-worker-plugin.ts';

export default defineConfig({
  plugins: [react(), contractRoutesPlugin(), mswWorkerPlugin()],
  resolve: { alias: aliases },
});
