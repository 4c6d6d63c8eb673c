/** Types of vite-manifest.mjs (a plain script, run by Node after the build). */
/** What the TypeScript callers read of a chunk; the functions read the rest of Vite's manifest. */
export type Manifest = Record<string, { file: string }>;
export function readManifest(dist: string): Manifest;
export function entryKey(manifest: Manifest): string;
export function staticClosure(manifest: Manifest, key?: string, files?: Set<string>): Set<string>;
export function rendererKey(manifest: Manifest): string | undefined;
export function firstLoad(manifest: Manifest): Set<string>;
