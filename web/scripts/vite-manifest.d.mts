/** Types of vite-manifest.mjs (a plain script, run by Node after the build). */
export type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
export function readManifest(dist: string): Manifest;
export function entryKey(manifest: Manifest): string;
export function staticClosure(manifest: Manifest, key: string, files?: Set<string>): Set<string>;
