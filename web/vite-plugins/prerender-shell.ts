/**
 * `vite build` only: the first paint without JavaScript. After the client build, this renders
 * src/shell/render-shell.tsx (the site's header, footer and a page-shaped skeleton, from the app's
 * own components) through a server build of the same config, puts the markup in index.html's #root,
 * and inlines the CSS that markup needs (Beasties) so the page paints from the HTML alone; the rest
 * of the CSS loads without blocking. Decision 028 records how it works.
 */
import Beasties from 'beasties';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Shell from '../src/shell/render-shell';
import {
  build,
  normalizePath,
  type Manifest,
  type Plugin,
  type ResolvedConfig,
  type Rollup,
} from 'vite';

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
      // A client build that failed wrote no manifest: nothing to prerender, and its own error to show.
      if (!existsSync(join(outDir, '.vite', 'manifest.json'))) return;
      const serverDir = resolve(config.root, 'node_modules/.cache/prerender-shell');
      const server = (await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: SHELL_ENTRY, outDir: serverDir, emptyOutDir: true, manifest: false },
      })) as Rollup.RollupOutput;
      const shell = (await import(
        `${pathToFileURL(join(serverDir, 'render-shell.js')).href}?t=${Date.now()}`
      )) as typeof Shell;
      const { prerenderedPaths } = shell;
      const manifest = JSON.parse(
        readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
      ) as Manifest;
      const loader = await loaderConfig({
        shell,
        serverChunks: server.output,
        serverDir,
        manifest,
        root: config.root,
        base: config.base,
      });

      const indexPath = join(outDir, 'index.html');
      const template = readFileSync(indexPath, 'utf8');
      if (!template.includes(ROOT_ELEMENT)) {
        throw new Error(`index.html has no empty ${ROOT_ELEMENT}`);
      }
      const page = async (path: string | undefined, beasties: Beasties) =>
        loadScriptsAfterFirstPaint(
          await beasties.process(await inEveryLanguage(shell, template, path)),
          loader,
        );
      const options = {
        path: outDir,
        publicPath: '/',
        // Mantine's theme variables are an inline <style> in the markup: keep it whole.
        reduceInlineStyles: false,
        logLevel: 'warn',
      } as const;

      writeFileSync(indexPath, await page(undefined, new Beasties(options)));
      // A prerendered page's own CSS comes with its lazy chunk: its critical part is inlined from
      // the landing routes' stylesheets, so it paints styled before that chunk arrives.
      const withPageStyles = new Beasties({
        ...options,
        additionalStylesheets: [
          ...new Set(
            loader.routes.flatMap((route) => route.files.filter((file) => file.endsWith('.css'))),
          ),
        ],
      });
      for (const path of prerenderedPaths) {
        writeFileSync(join(outDir, `${path}.html`), await page(path, withPageStyles));
      }
    },
  };
}

const MANTINE_STYLES = /<style data-mantine-styles="[^"]*">[\s\S]*?<\/style>/g;

/**
 * The page with the shell (or the page at `path`) in the reader's language from the first paint:
 * the default language's markup in #root, every other's in a template after it. A script in the
 * head reads the stored choice before the body is parsed, sets `<html lang>` and keeps #root
 * unpainted until the script after the templates has put that language's markup in. Mantine's
 * inline styles (its theme's variables) move to the head, once.
 */
async function inEveryLanguage(shell: typeof Shell, template: string, path: string | undefined) {
  const { languages, languageKey, defaultLanguage } = shell.loaderSettings;
  const markup: Record<string, string> = {};
  for (const language of languages) markup[language] = await shell.renderShell(language, path);
  const styles = markup[defaultLanguage]!.match(MANTINE_STYLES)?.join('') ?? '';
  const others = languages.filter((language) => language !== defaultLanguage);
  const templates = others.map(
    (language) =>
      `<template data-shell="${language}">${markup[language]!.replace(MANTINE_STYLES, '')}</template>`,
  );
  const choose =
    `<style>html[data-shell-pending] #root{visibility:hidden}</style>` +
    `<script>try{var l=JSON.parse(localStorage.getItem(${JSON.stringify(languageKey)}))}catch(e){}` +
    `if(${JSON.stringify(others)}.indexOf(l)>=0){document.documentElement.lang=l;` +
    `document.documentElement.setAttribute('data-shell-pending','')}</script>`;
  const swap =
    `<script>(function(){var html=document.documentElement;` +
    `var t=document.querySelector('template[data-shell="'+html.lang+'"]');` +
    `if(t)document.getElementById('root').replaceChildren(t.content);` +
    `html.removeAttribute('data-shell-pending')})()</script>`;
  return template
    .replace('</head>', `${styles}${choose}</head>`)
    .replace(
      ROOT_ELEMENT,
      `<div id="root">${markup[defaultLanguage]!.replace(MANTINE_STYLES, '')}</div>${templates.join('')}${swap}`,
    );
}

/** What vite-plugins/app-loader.js is called with. */
export interface LoaderConfig {
  languageKey: string;
  defaultLanguage: string;
  /** The chunk of each namespace the landing routes need, per language. */
  texts: Record<string, Record<string, string>>;
  /** What a language other than the default needs too: the shell's namespaces, bundled in it. */
  shellNamespaces: readonly string[];
  /** The landing routes, each with the files its page needs beyond the entry's. */
  routes: (Omit<Shell.LandingRoute, 'page'> & { files: string[] })[];
}

/**
 * The loader's routes: for each landing route (render-shell's `landingRoutes`), the chunks and
 * stylesheets its page module needs that the entry does not, its namespaces; and the chunks of those namespaces' texts. The page module is the one whose chunk in the
 * server build exports the route's component.
 */
async function loaderConfig(build: {
  shell: typeof Shell;
  serverChunks: Rollup.RollupOutput['output'];
  serverDir: string;
  manifest: Manifest;
  root: string;
  base: string;
}): Promise<LoaderConfig> {
  const moduleOf = new Map<unknown, string>();
  for (const chunk of build.serverChunks) {
    // Pages only: importing a chunk runs its module.
    if (chunk.type !== 'chunk' || !chunk.facadeModuleId?.includes('/src/pages/')) continue;
    // The URL render-shell.js imports it by, so this is the same module instance.
    const exports = (await import(pathToFileURL(join(build.serverDir, chunk.fileName)).href)) as {
      default?: unknown;
    };
    if (exports.default) moduleOf.set(exports.default, chunk.facadeModuleId);
  }
  const { manifest, base } = build;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const entryFiles = manifestClosure(manifest, entryKey);
  const settings = build.shell.loaderSettings;
  const routes = (await build.shell.landingRoutes()).map(({ page, ...route }) => {
    const id = moduleOf.get(page);
    if (!id) throw new Error(`prerender-shell: no page module found for ${route.pattern}`);
    const key = normalizePath(relative(build.root, id));
    if (!manifest[key]) throw new Error(`prerender-shell: ${key} is not in the manifest`);
    const files = [...manifestClosure(manifest, key)]
      .filter((file) => !entryFiles.has(file))
      .map((file) => `${base}${file}`);
    return { ...route, files };
  });
  const namespaces = new Set([
    ...settings.bundledNamespaces,
    ...routes.flatMap((route) => route.namespaces),
  ]);
  const texts = Object.fromEntries(
    settings.languages.map((language) => [
      language,
      Object.fromEntries(
        [...namespaces].flatMap((namespace) => {
          const chunk = manifest[`src/locales/${language}/${namespace}.json`];
          return chunk ? [[namespace, `${base}${chunk.file}`]] : [];
        }),
      ),
    ]),
  );
  return {
    languageKey: settings.languageKey,
    defaultLanguage: settings.defaultLanguage,
    texts,
    shellNamespaces: settings.bundledNamespaces,
    routes,
  };
}

/** A chunk's file, its static imports' files and all their stylesheets. */
function manifestClosure(manifest: Manifest, key: string | undefined, files = new Set<string>()) {
  const chunk = key ? manifest[key] : undefined;
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) manifestClosure(manifest, imported, files);
  return files;
}

const APP_SCRIPTS = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

const appLoader = readFileSync(new URL('./app-loader.js', import.meta.url), 'utf8')
  // Its comments stay in the source; the page gets the code.
  .replace(/\/\*\*[\s\S]*?\*\/\s*|^\s*\/\/.*$/gm, '')
  .trim();

/**
 * The app's scripts move into a template that vite-plugins/app-loader.js starts once the shell has
 * painted, with what the page at the visitor's address needs next (`loader`).
 */
export function loadScriptsAfterFirstPaint(html: string, loader: LoaderConfig): string {
  const scripts = html.match(APP_SCRIPTS)?.join('') ?? '';
  if (!scripts.includes('type="module"')) throw new Error('index.html has no module script');
  const config = JSON.stringify(loader).replace(/</g, '\\u003c');
  const inline =
    `<template id="app-scripts">${scripts.trim()}</template>` +
    `<script>(function(){${appLoader}\nloadApp(${config})})()</script>`;
  return html.replace(APP_SCRIPTS, '').replace('</body>', `${inline}</body>`);
}
