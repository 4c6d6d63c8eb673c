/**
 * The stories of a Ladle build, as its `meta.json` lists them (Ladle writes it beside the page).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a story's `meta` tells the runner (web/.ladle/components.tsx documents them). */
export interface RunnerMeta {
  /** The story shows no text or picture on purpose: a loading skeleton or an empty area. */
  shows?: 'skeleton' | 'empty';
  /** Why the story logs an error on purpose (a failed call, a broken link...). */
  errorOnPurpose?: string;
}

export interface LadleStory {
  id: string;
  /** Source file, relative to the package that built the stories. */
  filePath: string;
  meta: RunnerMeta;
}

interface LadleMetaJson {
  stories: Record<string, { filePath: string; meta?: RunnerMeta }>;
}

export function readStories(buildDir: string): LadleStory[] {
  const { stories } = JSON.parse(
    readFileSync(join(buildDir, 'meta.json'), 'utf8'),
  ) as LadleMetaJson;
  return Object.entries(stories)
    .map(([id, story]) => ({ id, filePath: story.filePath, meta: story.meta ?? {} }))
    .sort((a, b) => a.id.localeCompare(b.id));
}
