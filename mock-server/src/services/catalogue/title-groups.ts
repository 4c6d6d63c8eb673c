/**
 * Post titles grouped by equal text. Catalogues repeat titles a lot ("Netflix Premium, 3 months,
 * 1 seat"), so each distinct title is folded for search once and a keyword is tested once per
 * distinct title, not once per post; the posts of each group are kept in posting lists
 * (post-snapshot.ts).
 */
import type { LocalizedText } from '@market/world';
import { foldForSearch, matchesAll, rawSearchKey } from './search-text';

export class TitleGroups {
  private readonly groupOfKey = new Map<string, number>();
  /** Folded text of each group: every language, lower case, accents dropped. */
  readonly folded: string[] = [];

  /** A copy that can take new groups without adding them to this one. */
  copy(): TitleGroups {
    const copy = new TitleGroups();
    for (const [key, group] of this.groupOfKey) copy.groupOfKey.set(key, group);
    copy.folded.push(...this.folded);
    return copy;
  }

  /** The group of a title, made on first sight. */
  groupOf(title: LocalizedText): number {
    const key = rawSearchKey(title);
    let group = this.groupOfKey.get(key);
    if (group === undefined) {
      group = this.folded.length;
      this.groupOfKey.set(key, group);
      this.folded.push(foldForSearch(key));
    }
    return group;
  }

  get size(): number {
    return this.folded.length;
  }

  /** The groups whose title holds every term. */
  matching(terms: readonly string[]): number[] {
    const out: number[] = [];
    for (let group = 0; group < this.folded.length; group += 1) {
      if (matchesAll(this.folded[group]!, terms)) out.push(group);
    }
    return out;
  }
}
