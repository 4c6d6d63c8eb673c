/**
 * How the client build splits its code (decision 028):
 * - the vendor code every page runs first (React, i18next, TanStack Query with ts-rest, Zod) in one
 *   chunk, which changes only when a dependency does, so a returning visitor's cache keeps it across
 *   our releases. One chunk, not one per library: on a slow network five parallel downloads of the
 *   same bytes end later than one (each request waits its round trip and shares the link meanwhile);
 *   Lighthouse's simulated LCP fell by about 0.1 s;
 * - what the landing pages need beyond the entry chunk in few chunks: each one's own parts in a
 *   chunk named after it, what they share with each other or anything else in `landing`. Left to
 *   Rollup, that code was some twenty chunks of 0.4 to 4 kB (one per set of routes sharing a
 *   module), which HTTP/1.1's six connections fetch in four waves of a round trip each;
 * - the shell (what the entry imports) in the entry's chunk, named so that it stays whole: left to
 *   Rollup, the parts it shares with the landing chunks became chunks of their own;
 * - everything else (the other routes' pages, what they share) as Rollup splits it.
 * The config sets `onlyExplicitManualChunks`: otherwise Rollup adds a manual chunk's imports to it.
 */
import type { Rollup } from 'vite';

const VENDOR =
  /node_modules\/(react|react-dom|scheduler|i18next|react-i18next|@tanstack|@ts-rest|zod)\//;

/** The pages a visitor most often arrives on, from a search engine or a shared link. */
export const landingPages = ['home-page', 'post-list-page', 'post-detail-page'];

export const manualChunks: Rollup.GetManualChunk = (id, meta) => {
  if (assigned?.getModuleInfo !== meta.getModuleInfo) {
    assigned = { getModuleInfo: meta.getModuleInfo, chunks: assignChunks(meta) };
  }
  return assigned.chunks.get(id);
};

let assigned: { getModuleInfo: Rollup.GetModuleInfo; chunks: Map<string, string> } | undefined;

/**
 * The chunk of each module that goes to a named one: the vendor packages with what they import
 * (their helpers, which would otherwise land in the shell and import the vendor chunk back); the shell;
 * and what the landing pages need beyond it: a page's own parts (what no other page or lazy part
 * imports) in a chunk named after it, the rest in `landing`.
 */
function assignChunks({ getModuleIds, getModuleInfo }: Rollup.ManualChunkMeta) {
  const modules = new ModuleGraph(getModuleInfo);
  const ids = [...getModuleIds()];
  const pageIds = landingPages.map((page) => {
    const pageId = ids.find((id) => id.endsWith(`/src/pages/${page}.tsx`));
    if (!pageId) throw new Error(`manual-chunks: no module src/pages/${page}.tsx`);
    return pageId;
  });
  const entry = modules.closure(ids.filter((id) => getModuleInfo(id)?.isEntry));
  const elsewhere = modules.closure(
    ids.filter((id) => !pageIds.includes(id) && getModuleInfo(id)?.dynamicImporters.length),
  );
  const chunks = new Map<string, string>();
  for (const id of modules.closure(ids.filter((id) => VENDOR.test(id)))) chunks.set(id, 'vendor');
  for (const id of entry) if (!chunks.has(id)) chunks.set(id, 'shell');
  const reachedBy = new Map<string, string[]>();
  landingPages.forEach((page, index) => {
    for (const id of modules.closure([pageIds[index]!])) {
      // The page module itself stays the chunk its dynamic import loads (with the manifest's key).
      if (!chunks.has(id) && id !== pageIds[index]) {
        reachedBy.set(id, [...(reachedBy.get(id) ?? []), page]);
      }
    }
  });
  for (const [id, pages] of reachedBy) {
    const own = pages.length === 1 && !elsewhere.has(id);
    chunks.set(id, own ? `${pages[0]}-parts` : 'landing');
  }
  return chunks;
}

interface Node {
  type: string;
  source?: { value: unknown } | null;
  declaration?: unknown;
  specifiers?: { type: string; local: Name; imported?: Name; exported?: Name }[];
}
interface Name {
  name?: string;
  value?: unknown;
}
const nameOf = (name: Name | undefined) => String(name?.name ?? name?.value);
const MODULE_LINKS = ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'];

/**
 * The modules a module imports, statically and transitively. An import from a barrel (an index
 * that only re-exports, like Mantine's or our domain's) counts as an import of the modules its
 * names come from: through Mantine's, the shell would reach every component the app uses anywhere.
 */
class ModuleGraph {
  private barrels = new Map<string, Map<string, string> | null>();

  constructor(private getModuleInfo: Rollup.GetModuleInfo) {}

  closure(roots: string[]): Set<string> {
    const seen = new Set<string>();
    const pending = [...roots];
    while (pending.length) {
      const id = pending.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      for (const [imported, names] of this.imports(id)) {
        const exports = names && this.barrel(imported);
        const targets = exports && names.map((name) => exports.get(name));
        // An unknown name (or `import *`): the whole barrel, to be safe.
        if (targets?.every(Boolean)) pending.push(...(targets as string[]));
        else pending.push(imported);
      }
    }
    return seen;
  }

  /**
   * The modules `id` imports or re-exports from, each with the names it takes (null for all of
   * them). Rollup lists `importedIds` in the order their sources first appear in the module.
   */
  private imports(id: string): [string, string[] | null][] {
    const info = this.getModuleInfo(id);
    const links = ((info?.ast?.body ?? []) as Node[]).filter(
      (node) => MODULE_LINKS.includes(node.type) && typeof node.source?.value === 'string',
    );
    const sources = [...new Set(links.map((node) => node.source!.value as string))];
    const importedIds = info?.importedIds ?? [];
    if (sources.length !== importedIds.length) return importedIds.map((dep) => [dep, null]);
    return sources.map((source, index) => {
      const names: string[] = [];
      for (const node of links.filter((link) => link.source!.value === source)) {
        if (node.type === 'ExportAllDeclaration') return [importedIds[index]!, null];
        for (const specifier of node.specifiers ?? []) {
          if (!specifier.imported && node.type === 'ImportDeclaration') {
            return [importedIds[index]!, null]; // a default or namespace import
          }
          names.push(nameOf(specifier.imported ?? specifier.local));
        }
      }
      return [importedIds[index]!, names];
    });
  }

  /** A module of imports and re-exports only: the module each exported name comes from. */
  private barrel(id: string): Map<string, string> | null {
    if (!this.barrels.has(id)) this.barrels.set(id, this.readBarrel(id));
    return this.barrels.get(id)!;
  }

  private readBarrel(id: string): Map<string, string> | null {
    const body = (this.getModuleInfo(id)?.ast?.body ?? []) as Node[];
    const onlyLinks = body.every((node) => MODULE_LINKS.includes(node.type) && !node.declaration);
    if (!body.length || !onlyLinks) return null;
    const exports = new Map<string, string>();
    const importedFrom = new Map<string, string>();
    // A name re-exported from another barrel (`export * from './validation'`) resolves through it.
    const source = (name: string, from: string) => this.barrel(from)?.get(name) ?? from;
    for (const [from, names] of this.imports(id)) {
      if (names) for (const name of names) importedFrom.set(name, source(name, from));
      else if (this.barrel(from))
        for (const [name, leaf] of this.barrel(from)!) exports.set(name, leaf);
      else for (const name of this.getModuleInfo(from)?.exports ?? []) exports.set(name, from);
    }
    for (const node of body) {
      if (node.type !== 'ExportNamedDeclaration') continue;
      for (const specifier of node.specifiers ?? []) {
        const from = importedFrom.get(nameOf(specifier.local));
        if (from) exports.set(nameOf(specifier.exported), from);
      }
    }
    return exports;
  }
}
