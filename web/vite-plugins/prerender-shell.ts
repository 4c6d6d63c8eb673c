/**
 * `vite build` only: the first paint without JavaScript. After the client build, this renders
 * src/shell/render-shell.tsx (the site's header, footer and a page-shaped skeleton, from the app's
 * own components) through a server build of the same config, puts the markup in index.html's #root,
 * and inlines the CSS that markup needs (Beasties) so the page paints from the HTML alone; the rest
 * of the CSS loads without blocking. Decision 028 records how it works.
 */
import Beasties from 'beasties';
import { readFileSync, writeFileSync } from 'node:fs';
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
      const { renderShell } = (await import(
        `${pathToFileURL(join(serverDir, 'render-shell.js')).href}?t=${Date.now()}`
      )) as { renderShell: () => Promise<string> };

      const indexPath = join(outDir, 'index.html');
      const html = readFileSync(indexPath, 'utf8');
      if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT}`);
      const withShell = html.replace(ROOT_ELEMENT, `<div id="root">${await renderShell()}</div>`);
      const beasties = new Beasties({
        path: outDir,
        publicPath: '/',
        // Mantine's theme variables are an inline <style> in the markup: keep it whole.
        reduceInlineStyles: false,
        logLevel: 'warn',
      });
      writeFileSync(indexPath, loadScriptsAfterFirstPaint(await beasties.process(withShell)));
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
