/**
 * A snapshot of one post type's collection, by position (records are appended in `seq` order and
 * soft-deleted, so a post keeps its position for life): the fields lists filter and sort on, and,
 * per sort order, the live posts in that order with posting lists by title, seller and category.
 *
 * A posting list holds the ranks (places in the sorted order) of the live posts sharing a title,
 * a seller or a category, ascending. A list filtered by one kind of criterion is then a union of
 * posting lists: its count is the sum of their lengths and its page a merge of their heads, so
 * a keyword search over 100,000 posts reads a few hundred distinct titles and one page of ranks.
 * Other filters walk the candidates (or the whole order) and test each post.
 *
 * `sync` brings the snapshot up to date with the records in one pass that compares each post's
 * fields with the snapshot and appends new posts; `syncPosts` does the same for the posts a
 * session wrote (catalogue-changes.ts), and `fork` copies the seed's snapshot for a session that
 * wrote its first post, so that no session pays for the whole catalogue. A change to any field
 * that orders or groups posts drops the sorted orders, rebuilt on their next use.
 */
import type { PostSort } from '@market/contract';
import type { PostType } from '@market/domain';
import type { LocalizedText, PostRecord } from '@market/world';
import { NO_BOOST, type OrderFields, positionComparator } from './post-order';
import { matchesAll } from './search-text';
import { TitleGroups } from './title-groups';

type Postings = Map<number, Int32Array>;

/** The live posts in one order, each position's rank in it, and posting lists of ranks. */
interface SortedPosts {
  order: Int32Array;
  /** Rank by position; -1 for deleted posts. */
  rank: Int32Array;
  byGroup?: Postings;
  bySeller?: Postings;
  byCategory?: Postings;
}

/** What a list asks of one post type. Absent criteria do not filter. */
export interface PostCriteria {
  /** Folded search terms the title must all hold (search-text.ts). */
  terms?: readonly string[];
  sellerSeq?: number;
  /** Categories a post may be filed under (a category with its descendants). */
  categorySeqs?: readonly number[];
  /** Status the post must have: its stored one, or the one `statusAt` derives. */
  status?: string;
  statusAt?: (position: number) => string;
  sort: PostSort;
}

/** One window of a filtered, sorted list. */
export interface PositionWindow {
  total: number;
  positions: number[];
}

const EMPTY = new Int32Array(0);

/** The fields a snapshot keeps per position. */
const SNAPSHOT_FIELDS = [
  'seq',
  'sellerSeq',
  'categorySeq',
  'price',
  'picked',
  'boostedAt',
  'createdAt',
  'deleted',
  'status',
  'title',
  'titleKo',
  'titleEn',
  'titleEs',
  'group',
] as const;

export class PostSnapshot implements OrderFields {
  records: readonly PostRecord[] = [];
  length = 0;

  seq: number[] = [];
  sellerSeq: number[] = [];
  categorySeq: number[] = [];
  price: number[] = [];
  picked: number[] = [];
  boostedAt: number[] = [];
  createdAt: number[] = [];
  deleted: number[] = [];
  status: string[] = [];
  private title: LocalizedText[] = [];
  private titleKo: string[] = [];
  private titleEn: string[] = [];
  private titleEs: string[] = [];
  private group: number[] = [];
  private groups = new TitleGroups();
  private sorted = new Map<PostSort, SortedPosts>();
  /** Live posts per seller, kept as posts are filed (a store's counts, without sorting). */
  private liveBySeller = new Map<number, number>();

  constructor(readonly type: PostType) {}

  /**
   * A copy of this snapshot over `records`, a session's copy of the records this one was made
   * from: the fields are copied, the title groups and sorted orders shared until either changes.
   */
  fork(records: readonly PostRecord[]): PostSnapshot {
    const copy = new PostSnapshot(this.type);
    copy.records = records;
    copy.length = this.length;
    const fields = copy as unknown as Record<(typeof SNAPSHOT_FIELDS)[number], unknown[]>;
    for (const field of SNAPSHOT_FIELDS) fields[field] = this[field].slice();
    copy.groups = this.groups.copy();
    copy.sorted = new Map(this.sorted);
    copy.liveBySeller = new Map(this.liveBySeller);
    return copy;
  }

  /** Distinct titles, for the benchmark's report. */
  get distinctTitles(): number {
    return this.groups.size;
  }

  /** How many live posts the seller has. */
  liveCountOf(sellerSeq: number): number {
    return this.liveBySeller.get(sellerSeq) ?? 0;
  }

  /** The position of the post with this seq (posts are kept in ascending seq order). */
  positionOf(seq: number): number | undefined {
    let lo = 0;
    let hi = this.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const at = this.seq[mid]!;
      if (at === seq) return mid;
      if (at < seq) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }

  record(position: number): PostRecord {
    return this.records[position]!;
  }

  /** Brings the snapshot up to date with `records`. */
  sync(records: readonly PostRecord[]): void {
    if (records !== this.records || records.length < this.length) this.clear(records);
    let stale = false;
    for (let i = 0; i < this.length; i += 1) {
      if (records[i]!.seq !== this.seq[i]) {
        // Records were replaced or reordered, not appended: start over.
        this.clear(records);
        return this.sync(records);
      }
      if (this.refile(records[i]!, i)) stale = true;
    }
    if (this.appendNew(records) || stale) this.sorted = new Map();
  }

  /** Brings the snapshot up to date with `records` where only the posts `seqs` were written. */
  syncPosts(records: readonly PostRecord[], seqs: Iterable<number>): void {
    if (records.length < this.length) return this.sync(records);
    this.records = records;
    let stale = false;
    for (const seq of seqs) {
      const position = this.positionOf(seq);
      if (position !== undefined && this.refile(records[position]!, position)) stale = true;
    }
    if (this.appendNew(records) || stale) this.sorted = new Map();
  }

  /** Files the posts appended since the snapshot last looked; whether there were any. */
  private appendNew(records: readonly PostRecord[]): boolean {
    if (records.length <= this.length) return false;
    for (let i = this.length; i < records.length; i += 1) this.append(records[i]!, i);
    this.length = records.length;
    return true;
  }

  /** Takes the post at `i` again; whether a field that orders or groups posts changed. */
  private refile(r: PostRecord, i: number): boolean {
    let stale = false;
    // An edit may replace the title or rewrite it in place: compare the texts too.
    if (
      r.title !== this.title[i] ||
      r.title.ko !== this.titleKo[i] ||
      r.title.en !== this.titleEn[i] ||
      r.title.es !== this.titleEs[i]
    ) {
      this.fileTitle(r.title, i);
      stale = true;
    }
    const picked = r.picked ? 1 : 0;
    const boostedAt = r.boostedAt ?? NO_BOOST;
    const deleted = r.deletedAt === null ? 0 : 1;
    if (
      r.sellerSeq !== this.sellerSeq[i] ||
      r.categorySeq !== this.categorySeq[i] ||
      r.price !== this.price[i] ||
      picked !== this.picked[i] ||
      boostedAt !== this.boostedAt[i] ||
      r.createdAt !== this.createdAt[i] ||
      deleted !== this.deleted[i]
    ) {
      this.countLive(this.sellerSeq[i]!, this.deleted[i]!, -1);
      this.countLive(r.sellerSeq, deleted, 1);
      this.sellerSeq[i] = r.sellerSeq;
      this.categorySeq[i] = r.categorySeq;
      this.price[i] = r.price;
      this.picked[i] = picked;
      this.boostedAt[i] = boostedAt;
      this.createdAt[i] = r.createdAt;
      this.deleted[i] = deleted;
      stale = true;
    }
    this.status[i] = r.status;
    return stale;
  }

  /** One window of the live posts meeting `criteria`, in its order, with their total count. */
  window(criteria: PostCriteria, start: number, count: number): PositionWindow {
    const sorted = this.sortedBy(criteria.sort);
    const { order } = sorted;
    const sources = this.sources(criteria, sorted);
    const extra = this.extraTest(criteria, sources?.kind);
    if (sources === null) {
      if (extra === null) {
        return { total: order.length, positions: Array.from(order.subarray(start, start + count)) };
      }
      return walkRanks(order, rangeOf(order.length), extra, start, count);
    }
    if (extra === null) return mergeWindow(order, sources.lists, start, count);
    return walkRanks(order, unionOf(sources.lists), extra, start, count);
  }

  /**
   * Posting lists that together hold every match, from the most selective kind of criterion
   * given, or null when no criterion has posting lists.
   */
  private sources(
    criteria: PostCriteria,
    sorted: SortedPosts,
  ): { kind: 'terms' | 'seller' | 'category'; lists: Int32Array[] } | null {
    const options: { kind: 'terms' | 'seller' | 'category'; lists: Int32Array[] }[] = [];
    if (criteria.sellerSeq !== undefined) {
      sorted.bySeller ??= postings(sorted.order, this.sellerSeq);
      options.push({ kind: 'seller', lists: [sorted.bySeller.get(criteria.sellerSeq) ?? EMPTY] });
    }
    if (criteria.categorySeqs !== undefined) {
      sorted.byCategory ??= postings(sorted.order, this.categorySeq);
      const byCategory = sorted.byCategory;
      options.push({
        kind: 'category',
        lists: criteria.categorySeqs.map((seq) => byCategory.get(seq) ?? EMPTY),
      });
    }
    if (criteria.terms !== undefined && criteria.terms.length > 0) {
      sorted.byGroup ??= postings(sorted.order, this.group);
      const byGroup = sorted.byGroup;
      const groups = this.groups.matching(criteria.terms);
      options.push({ kind: 'terms', lists: groups.map((g) => byGroup.get(g) ?? EMPTY) });
    }
    let best: (typeof options)[number] | null = null;
    let bestSize = Infinity;
    for (const option of options) {
      const size = option.lists.reduce((sum, list) => sum + list.length, 0);
      if (size < bestSize) [best, bestSize] = [option, size];
    }
    return best;
  }

  /** The test a post from the chosen posting lists must still pass, or null when none. */
  private extraTest(
    criteria: PostCriteria,
    covered: 'terms' | 'seller' | 'category' | undefined,
  ): ((position: number) => boolean) | null {
    const tests: ((position: number) => boolean)[] = [];
    const { terms, sellerSeq, categorySeqs, status, statusAt } = criteria;
    if (terms !== undefined && terms.length > 0 && covered !== 'terms') {
      tests.push((p) => matchesAll(this.groups.folded[this.group[p]!]!, terms));
    }
    if (sellerSeq !== undefined && covered !== 'seller') {
      tests.push((p) => this.sellerSeq[p] === sellerSeq);
    }
    if (categorySeqs !== undefined && covered !== 'category') {
      const allowed = new Set(categorySeqs);
      tests.push((p) => allowed.has(this.categorySeq[p]!));
    }
    if (status !== undefined) {
      const current = statusAt ?? ((p: number) => this.status[p]!);
      tests.push((p) => current(p) === status);
    }
    if (tests.length === 0) return null;
    if (tests.length === 1) return tests[0]!;
    return (p) => tests.every((test) => test(p));
  }

  private sortedBy(sort: PostSort): SortedPosts {
    let sorted = this.sorted.get(sort);
    if (!sorted) {
      const live: number[] = [];
      for (let p = 0; p < this.length; p += 1) if (this.deleted[p] === 0) live.push(p);
      live.sort(positionComparator(sort, this));
      const order = Int32Array.from(live);
      const rank = new Int32Array(this.length).fill(-1);
      for (let r = 0; r < order.length; r += 1) rank[order[r]!] = r;
      sorted = { order, rank };
      this.sorted.set(sort, sorted);
    }
    return sorted;
  }

  private clear(records: readonly PostRecord[]): void {
    this.records = records;
    this.length = 0;
    for (const field of SNAPSHOT_FIELDS) this[field].length = 0;
    this.groups = new TitleGroups();
    this.liveBySeller = new Map();
    this.sorted = new Map();
  }

  /** Counts a post in or out of its seller's live posts (`deleted` 0: live). */
  private countLive(sellerSeq: number, deleted: number, by: 1 | -1): void {
    if (deleted === 0)
      this.liveBySeller.set(sellerSeq, (this.liveBySeller.get(sellerSeq) ?? 0) + by);
  }

  private append(r: PostRecord, i: number): void {
    this.seq[i] = r.seq;
    this.sellerSeq[i] = r.sellerSeq;
    this.categorySeq[i] = r.categorySeq;
    this.price[i] = r.price;
    this.picked[i] = r.picked ? 1 : 0;
    this.boostedAt[i] = r.boostedAt ?? NO_BOOST;
    this.createdAt[i] = r.createdAt;
    this.deleted[i] = r.deletedAt === null ? 0 : 1;
    this.countLive(r.sellerSeq, this.deleted[i]!, 1);
    this.status[i] = r.status;
    this.fileTitle(r.title, i);
  }

  private fileTitle(title: LocalizedText, i: number): void {
    this.title[i] = title;
    this.titleKo[i] = title.ko;
    this.titleEn[i] = title.en;
    this.titleEs[i] = title.es;
    this.group[i] = this.groups.groupOf(title);
  }
}

/** Ranks of the live posts by the value of a field, ascending in each list. */
function postings(order: Int32Array, values: readonly number[]): Postings {
  const lists = new Map<number, number[]>();
  for (let r = 0; r < order.length; r += 1) {
    const key = values[order[r]!]!;
    let list = lists.get(key);
    if (!list) lists.set(key, (list = []));
    list.push(r);
  }
  const out: Postings = new Map();
  for (const [key, list] of lists) out.set(key, Int32Array.from(list));
  return out;
}

const rangeOf = (length: number) => ({ length, at: (i: number) => i });

/** Every rank of several posting lists, ascending (lists never share a rank). */
function unionOf(lists: readonly Int32Array[]): { length: number; at: (i: number) => number } {
  if (lists.length === 1) {
    const only = lists[0]!;
    return { length: only.length, at: (i) => only[i]! };
  }
  const all = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
  let offset = 0;
  for (const list of lists) {
    all.set(list, offset);
    offset += list.length;
  }
  all.sort();
  return { length: all.length, at: (i) => all[i]! };
}

/** Counts the ranks whose post passes `test`, keeping the positions inside the window. */
function walkRanks(
  order: Int32Array,
  ranks: { length: number; at: (i: number) => number },
  test: (position: number) => boolean,
  start: number,
  count: number,
): PositionWindow {
  const positions: number[] = [];
  let total = 0;
  for (let i = 0; i < ranks.length; i += 1) {
    const position = order[ranks.at(i)]!;
    if (!test(position)) continue;
    if (total >= start && positions.length < count) positions.push(position);
    total += 1;
  }
  return { total, positions };
}

/**
 * The window of the union of posting lists without reading all of it: the count is the sum of
 * their lengths, the window a merge of their heads (a binary heap of lists by their next rank).
 */
function mergeWindow(
  order: Int32Array,
  lists: readonly Int32Array[],
  start: number,
  count: number,
): PositionWindow {
  const total = lists.reduce((sum, list) => sum + list.length, 0);
  const end = Math.min(total, start + count);
  const positions: number[] = [];
  if (start >= end) return { total, positions };
  const heap: { list: Int32Array; next: number }[] = lists
    .filter((list) => list.length > 0)
    .map((list) => ({ list, next: 0 }));
  const head = (i: number) => heap[i]!.list[heap[i]!.next]!;
  const siftDown = (from: number) => {
    let i = from;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let least = i;
      if (left < heap.length && head(left) < head(least)) least = left;
      if (right < heap.length && head(right) < head(least)) least = right;
      if (least === i) return;
      [heap[i], heap[least]] = [heap[least]!, heap[i]!];
      i = least;
    }
  };
  for (let i = (heap.length >> 1) - 1; i >= 0; i -= 1) siftDown(i);
  for (let taken = 0; taken < end; taken += 1) {
    const top = heap[0]!;
    if (taken >= start) positions.push(order[top.list[top.next]!]!);
    top.next += 1;
    if (top.next === top.list.length) {
      heap[0] = heap[heap.length - 1]!;
      heap.pop();
    }
    if (heap.length > 0) siftDown(0);
  }
  return { total, positions };
}
