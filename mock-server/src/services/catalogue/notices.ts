/**
 * Notice boards (notices and seller notices): pinned notices head every page (contract `Notice`),
 * the others follow newest first and are what the pagination counts. A keyword searches title and
 * body in every language.
 */
import type { Notice, Pagination } from '@market/contract';
import { paginate } from '@market/domain';
import type { ArticleRecord } from '@market/world';
import { ApiFailure } from '../../http/api-failure';
import { toNotice } from '../../mappers/content';
import { localizedTextsMatch, searchTerms } from './search-text';
import { newestFirst } from '../newest-first';

export interface BoardQuery {
  page: number;
  size: number;
  keyword?: string | undefined;
  /** The notice opened in the list: the answer is the page holding it (404 when not listed). */
  activeItem?: number | undefined;
}

export function noticeBoard(
  articles: readonly ArticleRecord[],
  query: BoardQuery,
): { items: Notice[]; pagination: Pagination } {
  const terms = searchTerms(query.keyword);
  const listed = articles
    .filter((a) => localizedTextsMatch([a.title, a.body], terms))
    .sort(newestFirst);
  const pinned = listed.filter((a) => a.pinned);
  const regular = listed.filter((a) => !a.pinned);
  let page = query.page;
  if (query.activeItem !== undefined) {
    const active = query.activeItem;
    if (!listed.some((a) => a.seq === active)) {
      throw new ApiFailure('NOT_FOUND', `No notice ${active} in this list`);
    }
    // A pinned notice is on every page, so the page asked for holds it already.
    const at = regular.findIndex((a) => a.seq === active);
    if (at >= 0) page = Math.floor(at / query.size) + 1;
  }
  const { items, pagination } = paginate(regular, page, query.size);
  return { items: [...pinned, ...items].map(toNotice), pagination };
}

/** The latest notice, pinned or not, for the top bar. */
export function recentNotice(articles: readonly ArticleRecord[]): Notice | null {
  const latest = [...articles].sort(newestFirst)[0];
  return latest === undefined ? null : toNotice(latest);
}
