/**
 * How the client build splits its code (decision 028), for `manualChunks` with
 * `onlyExplicitManualChunks` (without it Rollup adds a manual chunk's imports to it):
 * - the vendor code every page runs first (React, i18next, TanStack Query with ts-rest) in one
 *   chunk, which changes only when a dependency does, so a release of ours leaves it cached; but
 *   React DOM's renderer in `renderer` with the app's frame (app/app.tsx), which main.tsx imports
 *   once the page's calls have started;
 * - the shell (what the entry imports) in the entry's chunk;
 * - what the landing pages (the routes with a `prefetch`) need beyond it in few chunks: each page
 *   with its own parts in `<page>-parts`, what they share with each other or anything else in
 *   `landing-shared`.
 *   Left to Rollup, that code is some twenty chunks of 0.1 to 4 kB (one per set of pages sharing a
 *   module), which a phone's HTTP/1.1 fetches six at a time, in waves of a round trip each;
 * - everything else (the other pages, what they share) as Rollup splits it.
 */
import type { Rollup } from 'vite';

const VENDOR =
  /node_modules\/(react|react-dom|scheduler|i18next|react-i18next|@tanstack|@ts-rest)\//;
// Zod is no first-load package (domain's vocabulary-lists, patches/): Rollup places it.
const ZOD = /node_modules\/zod\//;
const RENDERER =
  /node_modules\/react-dom\/(client\.js|cjs\/react-dom-client\.)|\/src\/app\/app\.tsx$/;

/** `manualChunks` for a build whose landing pages are the modules `landingPages` (ids). */
export function chunksFor(landingPages: () => string[]): Rollup.GetManualChunk {
  let assigned: { getModuleInfo: Rollup.GetModuleInfo; chunks: Map<string, string> } | undefined;
  return (id, meta) => {
    if (assigned?.getModuleInfo !== meta.getModuleInfo) {
      assigned = { getModuleInfo: meta.getModuleInfo, chunks: assignChunks(meta, landingPages()) };
    }
    return assigned.chunks.get(id);
  };
}

/** The named chunk of each module that goes to one (the others are left to Rollup). */
function assignChunks({ getModuleIds, getModuleInfo }: Rollup.ManualChunkMeta, pageIds: string[]) {
  const modules = new ModuleGraph(getModuleInfo);
  const ids = [...getModuleIds()];
  const entry = modules.closure(ids.filter((id) => getModuleInfo(id)?.isEntry));
  const elsewhere = modules.closure(
    ids.filter((id) => !pageIds.includes(id) && getModuleInfo(id)?.dynamicImporters.length),
  );
  const chunks = new Map<string, string>();
  // The vendor packages with what they import (their helpers would otherwise land in the shell and
  // import the vendor chunk back).
  for (const id of modules.closure(ids.filter((id) => VENDOR.test(id)))) chunks.set(id, 'vendor');
  for (const id of entry) if (!chunks.has(id)) chunks.set(id, 'shell');
  for (const id of modules.closure(ids.filter((id) => RENDERER.test(id))))
    if (RENDERER.test(id) || !chunks.has(id)) chunks.set(id, 'renderer');
  const reachedBy = new Map<string, string[]>();
  // Once per page (the three lists are one page): the page module joins its own parts, one
  // request fewer on its first load.
  for (const pageId of new Set(pageIds)) {
    for (const id of modules.closure([pageId])) {
      if (!chunks.has(id)) reachedBy.set(id, [...(reachedBy.get(id) ?? []), pageId]);
    }
  }
  for (const [id, [page, ...others]] of reachedBy) {
    const own = `${/([\w-]+)\.tsx$/.exec(page!)?.[1]}-parts`;
    chunks.set(id, others.length || elsewhere.has(id) ? 'landing-shared' : own);
  }
  for (const id of chunks.keys()) if (ZOD.test(id)) chunks.delete(id);
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
