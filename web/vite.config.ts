/// <reference types="node" />
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import { aliases } from './vite-plugins/aliases';
import { brotliAssetsPlugin } from './vite-plugins/brotli-assets';
import { contractRoutesPlugin } from './vite-plugins/contract-routes-plugin';
import { firstLoadPlugin } from './vite-plugins/first-load';

/**
 * The dev server (5173) and the preview server (4173, which e2e drives) both proxy the API and the
 * chat socket to the mock server, so the app calls its own origin unless VITE_API_BASE_URL says
 * otherwise.
 */
export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  // `PORT` is what `npm start` hands the mock server, so both follow one setting.
  const target = `http://127.0.0.1:${env.MOCK_PORT ?? env.PORT ?? 4000}`;
  // `xfwd` tells the mock which origin the browser called (X-Forwarded-Host, -Proto), so the
  // addresses it answers (an uploaded image) are on this server and load through this proxy.
  const proxied: ProxyOptions = { target, changeOrigin: true, xfwd: true };
  const proxy: Record<string, ProxyOptions> = {
    '/api': proxied,
    '/ws': { ...proxied, ws: true },
    // The mock's placeholder pictures and uploaded images (a real API serves absolute URLs).
    '/mock-images': proxied,
    '/uploads': proxied,
  };

  // The mock's control API, for the devtools drawer of development builds (app/devtools): the dev
  // server only, never the preview of a production build.
  const devProxy: Record<string, ProxyOptions> = {
    ...proxy,
    '/__mock': proxied,
  };

  return {
    plugins: [react(), contractRoutesPlugin(), firstLoadPlugin(), brotliAssetsPlugin()],
    resolve: { alias: aliases },
    server: { port: 5173, strictPort: true, proxy: devProxy },
    preview: { port: 4173, strictPort: true, proxy },
    build: {
      // vite-plugins/first-load-budget.ts reads the manifest to sum what each page loads first.
      manifest: true,
      sourcemap: false,
      target: 'es2022',
      // One stylesheet for the whole app (Mantine's layered rules, then ours: 33 kB Brotli): no
      // page waits for a sheet of its own, and no sheet arrives in another order (decision 028).
      cssCodeSplit: false,
    },
  };
});
