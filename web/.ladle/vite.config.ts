/**
 * The Vite config of Ladle's build and dev server: the plugins stories need, not the app build's
 * (its chunking, prerendering and compression are for the app's own pages, and the chunking
 * requires them). MSW's service worker is served for the live-world stories (test/live-world.tsx).
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
