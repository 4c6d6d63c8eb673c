/**
 * How the client build splits its code (decision 028; Rolldown since decision 050): one
 * `codeSplitting` group whose name is each module's chunk, worked out once the module graph is
 * complete (`buildEnd`), without `includeDependenciesRecursively` (with it Rolldown adds a named
 * chunk's imports to it):
 * - the vendor code every page runs first (React, i18next, TanStack Query with ts-rest) in one
 *   chunk, which changes only when a dependency does, so a release of ours leaves it cached; but
 *   React DOM's renderer in `renderer` with the app's frame (app/app.tsx), which main.tsx imports
 *   once the page's calls have started;
 * - the shell (the entry with what it imports) in `shell`, which is then the entry's chunk
 *   (index-*.js);
 * - what the landing pages (the routes with a `prefetch`) need beyond it in few chunks: each page
 *   with its own parts in `<page>-parts`, what they share with each other or anything else in
 *   `landing-shared`.
 *   Left to the bundler, that code is some twenty chunks of 0.1 to 4 kB (one per set of pages
 *   sharing a module), which a phone's HTTP/1.1 fetches six at a time, in waves of a round trip
 *   each; so was the shell under Rolldown (a dozen, each module it shares with a lazy page);
 * - everything else (the other pages, what they share) as Rolldown splits it.
 */
import type { Rolldown } from 'vite';

type ModuleInfo = Rolldown.ModuleInfo;
type GetModuleInfo = (id: string) => ModuleInfo | null;
/** What `buildEnd`'s plugin context offers. */
interface Graph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo: GetModuleInfo;
  parse(code: string, options: { lang: 'js' | 'jsx' | 'ts' | 'tsx' }): { body: unknown[] };
  resolve(source: string, importer: string): Promise<{ id: string } | null>;
}

const VENDOR =
  /node_modules\/(react|react-dom|scheduler|i18next|react-i18next|@tanstack|@ts-rest)\//;
// Zod is no first-load package (domain's vocabulary-lists, patches/): Rolldown places it.
const ZOD = /node_modules\/zod\//;
const RENDERER =
  /node_modules\/react-dom\/(client\.js|cjs\/react-dom-client\.)|\/src\/app\/app\.tsx$/;

/**
 * The chunking of a build whose landing pages are the modules `landingPages` (ids): `assign` from a
 * plugin's `buildEnd`, `codeSplitting` for `build.rolldownOptions.output`.
 */
export function chunksFor(landingPages: () => string[]) {
  let chunks = new Map<string, string>();
  return {
    async assign(graph: Graph) {
      chunks = assignChunks(graph, await readImports(graph), landingPages());
    },
    codeSplitting: {
      includeDependenciesRecursively: false as boolean,
      groups: [
        {
          name: (id: string) => chunks.get(id) ?? null,
          debugName: 'decision 028',
        },
      ],
    },
  };
}

/** The named chunk of each module that goes to one (the others are left to Rolldown). */
function assignChunks(graph: Graph, imports: Imports, pageIds: string[]) {
  const getModuleInfo = (id: string) => graph.getModuleInfo(id);
  const modules = new ModuleGraph(graph, imports);
  const getModuleIds = () => graph.getModuleIds();
  const ids = [...getModuleIds()];
  const entry = modules.closure(ids.filter((id) => getModuleInfo(id)?.isEntry));
  const elsewhere = modules.closure(
    ids.filter((id) => !pageIds.includes(id) && getModuleInfo(id)?.dynamicImporters.length),
  );
  const chunks = new Map<string, string>();
  // The vendor packages with what they import (their helpers would otherwise land in the shell and
  // import the vendor chunk back).
  for (const id of modules.closure(ids.filter((id) => VENDOR.test(id)))) chunks.set(id, 'vendor');
  // The entry module among them: the group's chunk is the entry's, one file where a chunk of the
  // entry alone would be a second.
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
  declaration?: { type: string } | null;
  importKind?: string;
  exportKind?: string;
  specifiers?: Specifier[];
}
interface Specifier {
  type: string;
  local: Name;
  imported?: Name;
  exported?: Name;
  importKind?: string;
  exportKind?: string;
}
/** Each module's static imports, with the names it takes from each (null for all of them). */
type Imports = Map<string, [string, string[] | null][]>;
interface Name {
  name?: string;
  value?: unknown;
}
const nameOf = (name: Name | undefined) => String(name?.name ?? name?.value);
const MODULE_LINKS = ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'];
const typeOnly = (node: Node | Specifier) =>
  node.importKind === 'type' || node.exportKind === 'type';
const LANG = /\.([cm]?[jt]sx?)$/;

/**
 * A module's statements as they run, from its source (Rolldown's module info has its source, not
 * the build's transformed code, and no AST): without TypeScript's types, which the build drops.
 */
function statements(graph: Graph, id: string): Node[] {
  const code = graph.getModuleInfo(id)?.code;
  const extension = LANG.exec(id.split('?')[0]!)?.[1];
  if (!code || !extension) return [];
  const lang = extension.replace(/^[cm]/, '') as 'js' | 'jsx' | 'ts' | 'tsx';
  let body: Node[];
  try {
    body = graph.parse(code, { lang }).body as Node[];
  } catch {
    return [];
  }
  return body
    .filter((node) => !typeOnly(node) && !node.type.startsWith('TS'))
    .filter((node) => !node.declaration?.type.startsWith('TS'))
    .map((node) =>
      node.specifiers ? { ...node, specifiers: node.specifiers.filter((s) => !typeOnly(s)) } : node,
    );
}

/**
 * Every module's imports, read from its statements (sources resolved as the build resolved them),
 * in `importedIds`' order. An import the statements do not show (the build's own: React's JSX
 * runtime, Vite's preload helper; a `require`) counts as taking all of the module.
 */
async function readImports(graph: Graph): Promise<Imports> {
  const imports: Imports = new Map();
  const bodies = new Map<string, Node[]>();
  await Promise.all(
    [...graph.getModuleIds()].map(async (id) => {
      const info = graph.getModuleInfo(id);
      const importedIds = info?.importedIds ?? [];
      const body = statements(graph, id);
      bodies.set(id, body);
      const taken = new Map<string, string[] | null>();
      const links = body.filter(
        (node) => MODULE_LINKS.includes(node.type) && typeof node.source?.value === 'string',
      );
      const targets = await Promise.all(
        links.map((node) => graph.resolve(node.source!.value as string, id)),
      );
      links.forEach((node, index) => {
        const target = targets[index]?.id;
        if (!target || !importedIds.includes(target)) return;
        const names = namesTaken(node);
        const before = taken.get(target);
        taken.set(target, before === null || !names ? null : [...(before ?? []), ...names]);
      });
      imports.set(
        id,
        importedIds.map((dep) => [dep, taken.has(dep) ? taken.get(dep)! : null]),
      );
    }),
  );
  bodiesOf.set(imports, bodies);
  return imports;
}
const bodiesOf = new WeakMap<Imports, Map<string, Node[]>>();

/** The names an import or re-export takes (null for all of them). */
function namesTaken(node: Node): string[] | null {
  if (node.type === 'ExportAllDeclaration') return null;
  // `import './styles'`: the module runs for its effects, all of it.
  if (node.type === 'ImportDeclaration' && !node.specifiers?.length) return null;
  const names: string[] = [];
  for (const specifier of node.specifiers ?? []) {
    // A default or namespace import.
    if (!specifier.imported && node.type === 'ImportDeclaration') return null;
    names.push(nameOf(specifier.imported ?? specifier.local));
  }
  return names;
}

/**
 * The modules a module imports, statically and transitively. An import from a barrel (an index
 * that only re-exports, like Mantine's or our domain's) counts as an import of the modules its
 * names come from: through Mantine's, the shell would reach every component the app uses anywhere.
 */
class ModuleGraph {
  private barrels = new Map<string, Map<string, string> | null>();

  constructor(
    private graph: Graph,
    private links: Imports,
  ) {}

  private getModuleInfo(id: string) {
    return this.graph.getModuleInfo(id);
  }

  closure(roots: string[]): Set<string> {
    const seen = new Set<string>();
    // A package's barrels passed through go with the modules that import them: Rolldown keeps a
    // barrel some lazy page also imports in a chunk of its own (empty, or one CommonJS call),
    // which the importer's chunk then loads. Not ours: in a named chunk, a barrel of ours (with no
    // `sideEffects: false` to say otherwise) brought along every module it re-exports from.
    const passed = new Set<string>();
    const pending = [...roots];
    while (pending.length) {
      const id = pending.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      for (const [imported, names] of this.imports(id)) {
        const exports = names && this.barrel(imported);
        const targets = exports && names.map((name) => exports.get(name));
        // An unknown name (or `import *`): the whole barrel, to be safe.
        if (targets?.every(Boolean)) {
          pending.push(...(targets as string[]));
          if (imported.includes('/node_modules/')) passed.add(imported);
        } else pending.push(imported);
      }
    }
    return new Set([...seen, ...passed]);
  }

  /** The modules `id` imports or re-exports from, each with the names it takes (null for all). */
  private imports(id: string): [string, string[] | null][] {
    return (
      this.links.get(id) ?? (this.getModuleInfo(id)?.importedIds ?? []).map((dep) => [dep, null])
    );
  }

  /** A module of imports and re-exports only: the module each exported name comes from. */
  private barrel(id: string): Map<string, string> | null {
    if (!this.barrels.has(id)) this.barrels.set(id, this.readBarrel(id));
    return this.barrels.get(id)!;
  }

  private readBarrel(id: string): Map<string, string> | null {
    const body = bodiesOf.get(this.links)?.get(id) ?? [];
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
