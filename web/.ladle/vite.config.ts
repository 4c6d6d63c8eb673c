/**
 * The Vite config of Ladle's build and dev server: the plugins stories need, not the app build's
 * (its chunking, prerendering and compression are for the app's own pages, and the chunking
 * requires them). MSW's service worker is served for the live-world stories (test/live-world.tsx).
 *
 * Ladle 5.1.1 asks for Vite 6 and runs on Vite 8 (Rolldown), by the root package.json's pnpm
 * override: its build costs about a quarter of the CPU (decision 052). The app stays on Vite 7
 * (decision 050); only this config and the plugins it names run on both.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { aliases } from '../vite-plugins/aliases';
import { contractRoutesPlugin } from '../vite-plugins/contract-routes-plugin';
import { mswWorkerPlugin } from '../vite-plugins/msw-worker-plugin';

export default defineConfig({
  plugins: [react(), contractRoutesPlugin(), mswWorkerPlugin()],
  resolve: { alias: aliases },
});
