/**
 * What the committed transactions of a world changed, as the catalogue's derived data needs to
 * know it (catalogue-index.ts, decision 039): a counter per collection, moved by every commit that
 * wrote it, and the posts written since the catalogue last looked. Every write is a transaction
 * (store/session-world.ts), so nothing is missed, and a rolled-back change is never seen.
 */
import type { PostType } from '@market/domain';
import type { World } from '@market/world';
import { onCommit } from '../../store/transaction';

export const POST_COLLECTIONS = {
  SUBSCRIPTION: 'subscriptionPosts',
  COUPON: 'couponPosts',
  CODE: 'codePosts',
} as const satisfies Record<PostType, keyof World>;

export interface ChangeLog {
  /** Commits that wrote each collection so far. */
  readonly commits: Map<string, number>;
  /** Seqs of the posts of each type written since the catalogue last took them. */
  readonly posts: Record<PostType, Set<number>>;
}

const logs = new WeakMap<World, ChangeLog>();

export function changeLog(world: World): ChangeLog {
  let log = logs.get(world);
  if (!log) {
    log = {
      commits: new Map(),
      posts: { SUBSCRIPTION: new Set(), COUPON: new Set(), CODE: new Set() },
    };
    logs.set(world, log);
  }
  return log;
}

onCommit((world, facts) => {
  const log = changeLog(world);
  for (const collection of new Set([...facts.appended.keys(), ...facts.rewritten])) {
    log.commits.set(collection, (log.commits.get(collection) ?? 0) + 1);
  }
  for (const [type, collection] of Object.entries(POST_COLLECTIONS) as [PostType, string][]) {
    for (const record of facts.records(collection) as { seq: number }[]) {
      log.posts[type].add(record.seq);
    }
  }
});

/** A fingerprint of the commits that wrote `collections`: it moves when any of them is written. */
export function commitsOf(world: World, collections: readonly string[]): string {
  const { commits } = changeLog(world);
  return collections.map((collection) => commits.get(collection) ?? 0).join(',');
}
