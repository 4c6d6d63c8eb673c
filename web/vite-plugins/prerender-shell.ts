/**
 * `vite build` only: the first paint without JavaScript. After the client build, this renders
 * src/shell/render-shell.tsx (the site's header, footer and a page-shaped skeleton, from the app's
 * own components) through a server build of the same config, puts the markup in index.html's #root,
 * and inlines the CSS that markup needs (Beasties) so the page paints from the HTML alone; the rest
 * of the CSS loads without blocking. Decision 028 records how it works.
 */
import Beasties from 'beasties';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

const SHELL_ENTRY = 'src/shell/render-shell.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';

export function prerenderShellPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'market:prerender-shell',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const serverDir = resolve(config.root, 'node_modules/.cache/prerender-shell');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: SHELL_ENTRY, outDir: serverDir, emptyOutDir: true, manifest: false },
      });
      const { renderShell, prerenderedPaths } = (await import(
        `${pathToFileURL(join(serverDir, 'render-shell.js')).href}?t=${Date.now()}`
      )) as { renderShell: (path?: string) => Promise<string>; prerenderedPaths: string[] };

      const indexPath = join(outDir, 'index.html');
      const template = readFileSync(indexPath, 'utf8');
      if (!template.includes(ROOT_ELEMENT)) {
        throw new Error(`index.html has no empty ${ROOT_ELEMENT}`);
      }
      const page = async (markup: string, beasties: Beasties) =>
        loadScriptsAfterFirstPaint(
          await beasties.process(template.replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`)),
        );
      const options = {
        path: outDir,
        publicPath: '/',
        // Mantine's theme variables are an inline <style> in the markup: keep it whole.
        reduceInlineStyles: false,
        logLevel: 'warn',
      } as const;

      writeFileSync(indexPath, await page(await renderShell(), new Beasties(options)));
      // A prerendered page's own CSS comes with its lazy chunk: its critical part is inlined from
      // every stylesheet of the build, so it paints styled before that chunk arrives.
      const withPageStyles = new Beasties({
        ...options,
        additionalStylesheets: readdirSync(join(outDir, config.build.assetsDir))
          .map((file) => `/${config.build.assetsDir}/${file}`)
          // The linked stylesheet is read once already.
          .filter((href) => href.endsWith('.css') && !template.includes(`href="${href}"`)),
      });
      for (const path of prerenderedPaths) {
        writeFileSync(
          join(outDir, `${path}.html`),
          await page(await renderShell(path), withPageStyles),
        );
      }
    },
  };
}

const APP_SCRIPTS = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/**
 * The app's scripts start loading once the shell has painted (after the first frame, or 200 ms in a
 * tab that draws no frames): the first paint then waits for no script on any network, including the
 * fast local one where Lighthouse records the trace it simulates a phone from.
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  const scripts = html.match(APP_SCRIPTS)?.join('') ?? '';
  if (!scripts.includes('type="module"')) throw new Error('index.html has no module script');
  const loader =
    `<template id="app-scripts">${scripts.trim()}</template>` +
    '<script>(function(){var started=false;function start(){if(started)return;started=true;' +
    "document.head.appendChild(document.getElementById('app-scripts').content.cloneNode(true))}" +
    'requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,200)})()</script>';
  return html.replace(APP_SCRIPTS, '').replace('</body>', `${loader}</body>`);
}
