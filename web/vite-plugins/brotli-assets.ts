/**
 * The build's scripts and stylesheets as a static host serves them (decision 028): next to each,
 * its Brotli-compressed copy (`.br`, at the highest quality, made once at build time), which the
 * preview server sends to a browser that accepts it, with the year-long cache a hashed file name
 * allows. Vite's preview compresses with gzip only, on the fly; Brotli's copies of the first
 * load's scripts are about a sixth smaller, and on a phone's network that is what the first
 * render waits for.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import sirv from 'sirv';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const COMPRESSIBLE = /\.(js|css|svg|json)$/;

const acceptsBrotli = (accepted: string | undefined) => /\bbr\b/.test(accepted ?? '');

export function brotliAssetsPlugin(): Plugin[] {
  const serveAssets: Plugin = {
    name: 'market:serve-brotli-assets',
    configurePreviewServer(server) {
      const assets = resolve(server.config.root, server.config.build.outDir, 'assets');
      const serve = sirv(assets, { brotli: true, maxAge: 31536000, immutable: true });
      // Ahead of Vite's static files and gzip, which serve what this leaves: a browser that does
      // not accept Brotli, a file without a `.br` copy.
      server.middlewares.use('/assets', (req, res, next) => {
        const name = (req.url ?? '').split('?')[0]!;
        if (!acceptsBrotli(req.headers['accept-encoding'])) return next();
        if (!existsSync(resolve(assets, `.${name}.br`))) return next();
        serve(req, res, next);
      });
    },
  };
  return [
    {
      ...compression({
        include: COMPRESSIBLE,
        // Below a TCP packet's size, compressing saves no round trip.
        threshold: 1024,
        algorithms: [defineAlgorithm('brotliCompress', {})],
        logLevel: 'silent',
      }),
      apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    },
    serveAssets,
  ];
}
