/**
 * `vite build` only: the first load of decision 028, read from the app's own code.
 * 1. Before the client build, a server build of src/shell/render-shell.tsx names the page modules
 *    visitors land on (the route table's routes with a `prefetch`) and a guest's first calls there.
 * 2. The client build groups their code into few chunks (vite-plugins/chunks.ts).
 * 3. After it, index.html gets the shell (header, footer, a page-shaped skeleton) in every language,
 *    the reader's stored one shown from the first paint. The stylesheet stays a plain link in the
 *    head, which the first paint waits for: styled once, the shell is not restyled and laid out
 *    again after the paint, when that work lands among the app's start-up (decision 028).
 * 4. And a script that starts, on a landing route, its page's chunks and a guest's first API calls
 *    (read from the app at step 1) alongside the app's scripts rather than after them: the app's
 *    own calls then take the answers the browser has preloaded.
 * 5. Last, each page's first-load JavaScript against the budget (first-load-budget.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'regexparam';
import { build, normalizePath, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import type * as Shell from '../src/shell/render-shell';
import { chunksFor } from './chunks';
import { checkFirstLoadBudget } from './first-load-budget';
import { firstLoad, readManifest, rendererKey, staticClosure } from './manifest';

const SHELL_ENTRY = 'src/shell/render-shell.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';
const PAGE_MODULE = /^src\/pages\/.+\.tsx$/;

export function firstLoadPlugin(): Plugin {
  let config: ResolvedConfig;
  let shell: typeof Shell;
  let landingRoutes: LandingRoute[] = [];
  let pageChunks = new Map<string, string>();
  return {
    name: 'market:first-load',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    config: () => ({
      build: {
        rollupOptions: {
          output: {
            manualChunks: chunksFor(() => landingRoutes.map((route) => route.pageId)),
            onlyExplicitManualChunks: true,
          },
        },
      },
    }),
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      const serverDir = resolve(config.root, 'node_modules/.cache/first-load-shell');
      const server = (await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: SHELL_ENTRY, outDir: serverDir, emptyOutDir: true, manifest: false },
      })) as Rollup.RollupOutput;
      const url = (file: string) => pathToFileURL(join(serverDir, file)).href;
      shell = (await import(`${url('render-shell.js')}?t=${Date.now()}`)) as typeof Shell;
      // A page's module is the one whose server chunk exports its component (imported by the URL
      // render-shell.js imports it by: the same module instance).
      const moduleOf = new Map<unknown, string>();
      for (const chunk of server.output) {
        if (chunk.type !== 'chunk' || !chunk.facadeModuleId?.includes('/src/pages/')) continue;
        const exports = (await import(url(chunk.fileName))) as { default?: unknown };
        if (exports.default) moduleOf.set(exports.default, chunk.facadeModuleId);
      }
      landingRoutes = (await shell.landingRoutes()).map(({ page, ...route }) => {
        const pageId = moduleOf.get(page);
        if (!pageId) throw new Error('first-load: a landing route has no page module');
        return { ...route, pageId };
      });
    },
    generateBundle(_, bundle) {
      pageChunks = new Map();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          const path = normalizePath(relative(config.root, id));
          if (PAGE_MODULE.test(path)) pageChunks.set(path, chunk.fileName);
        }
      }
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const indexPath = join(outDir, 'index.html');
      const template = readFileSync(indexPath, 'utf8');
      if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
      const manifest = readManifest(outDir);
      const early = earlyLoads(shell, landingRoutes, manifest, config.base, (id) =>
        normalizePath(relative(config.root, id)),
      );
      writeFileSync(indexPath, await inEveryLanguage(shell, template, early));
      // The budget is for what ships: a build left unminified (to read or profile) is not held to it.
      if (config.build.minify) checkFirstLoadBudget(outDir, manifest, pageChunks, config.logger);
    },
  };
}

const MANTINE_STYLES = /<style data-mantine-styles="[^"]*">[\s\S]*?<\/style>/g;
const STYLESHEET = /<link rel="stylesheet"[^>]*>/;

/**
 * The page with the shell in the reader's language from the first paint: the default language's
 * markup in #root, every other's in a template after it. A script in the head reads the stored
 * choice before the body is parsed, sets `<html lang>` and keeps #root unpainted until the script
 * after the templates has put that language's markup in. Mantine's inline styles (its theme's
 * variables) move to the head, once; `early` (the landing route's loads) goes in the head too.
 */
async function inEveryLanguage(shell: typeof Shell, template: string, early: string) {
  const { languages, defaultLanguage, storageKey } = shell.languageSettings;
  const markup: Record<string, string> = {};
  for (const language of languages) markup[language] = await shell.renderShell(language);
  const styles = markup[defaultLanguage]!.match(MANTINE_STYLES)?.join('') ?? '';
  const shown = (language: string) => markup[language]!.replace(MANTINE_STYLES, '');
  const others = languages.filter((language) => language !== defaultLanguage);
  const templates = others.map(
    (language) => `<template data-shell="${language}">${shown(language)}</template>`,
  );
  const choose =
    `<style>html[data-shell-pending] #root{visibility:hidden}</style>` +
    `<script>try{var l=JSON.parse(localStorage.getItem(${JSON.stringify(storageKey)}))}catch(e){}` +
    `if(${JSON.stringify(others)}.indexOf(l)>=0){document.documentElement.lang=l;` +
    `document.documentElement.setAttribute('data-shell-pending','')}</script>`;
  const swap =
    `<script>(function(){var html=document.documentElement;` +
    `var t=document.querySelector('template[data-shell="'+html.lang+'"]');` +
    `if(t)document.getElementById('root').replaceChildren(t.content);` +
    `html.removeAttribute('data-shell-pending')})()</script>`;
  if (!STYLESHEET.test(template)) throw new Error('index.html has no stylesheet link');
  // The stylesheet blocks the first paint, and an inline script waits for every stylesheet above
  // it: the language's and the early loads' scripts go before it, lest the page's first calls
  // wait for the CSS. Mantine's inline styles stay after it, in the order the app's provider puts
  // them in.
  return template
    .replace(STYLESHEET, (sheet) => `${choose}${early}${sheet}`)
    .replace('</head>', `${styles}</head>`)
    .replace(
      ROOT_ELEMENT,
      `<div id="root">${shown(defaultLanguage)}</div>${templates.join('')}${swap}`,
    );
}

type LandingRoute = Omit<Awaited<ReturnType<typeof Shell.landingRoutes>>[number], 'page'> & {
  pageId: string;
};

/**
 * React DOM's renderer (every page's, main.tsx) as `modulepreload`, and the script that starts a
 * landing route's loads: its page's chunks (those the entry's do not include; behind a guard, for a
 * member only) and texts in the reader's language (`<html lang>`, set by the language script) as
 * `modulepreload`; for a guest (a member's calls carry a token) on a public route's address without
 * a query (the calls were read without one), its first calls as `preload`, which the app's
 * identical requests then take. The only landing parameter is a post's seq, which the app sends as
 * a plain number (`parseSeqParam`): `/digital-codes/0394` gets no calls.
 */
function earlyLoads(
  shell: typeof Shell,
  routes: LandingRoute[],
  manifest: ReturnType<typeof readManifest>,
  base: string,
  keyOf: (id: string) => string,
) {
  const closure = (key: string) => [...staticClosure(manifest, key)].map((file) => base + file);
  const entry = new Set([...firstLoad(manifest)].map((file) => base + file));
  const renderer = `${base}${manifest[rendererKey(manifest)!]!.file}`;
  const texts = (namespaces: readonly string[]) =>
    Object.fromEntries(
      shell.languageSettings.languages.map((language) => [
        language,
        namespaces.flatMap((name) => closure(`src/locales/${language}/${name}.json`)),
      ]),
    );
  const table = routes.map(({ path, pageId, namespaces, guarded, guestCalls }) => [
    parse(path).pattern.source,
    guarded ? null : guestCalls,
    closure(keyOf(pageId)).filter((file) => !entry.has(file)),
    texts(namespaces),
  ]);
  return (
    `<link rel="modulepreload" crossorigin href="${renderer}">` +
    `<script>(function(){var loads=${JSON.stringify(table)},guest;` +
    `try{guest=!localStorage.getItem(${JSON.stringify(shell.sessionStorageKey)})}catch(e){}` +
    `function link(rel,href,as){var l=document.createElement('link');l.rel=rel;l.href=href;` +
    `if(as)l.as=as;l.crossOrigin='anonymous';document.head.appendChild(l)}` +
    `for(var i=0;i<loads.length;i++){var m=new RegExp(loads[i][0],'i').exec(location.pathname);` +
    `if(!m)continue;if(guest&&!loads[i][1])break;` +
    `loads[i][2].concat(loads[i][3][document.documentElement.lang]||[])` +
    `.forEach(function(file){link('modulepreload',file)});` +
    `if(guest&&!location.search&&(m.length<2||/^[1-9][0-9]{0,14}$/.test(m[1])))` +
    `loads[i][1].forEach(function(url){` +
    `link('preload',url.split(${JSON.stringify(shell.SAMPLE_PARAM)}).join(m[1]),'fetch')});` +
    `break}})()</script>`
  );
}
