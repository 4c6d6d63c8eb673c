import { keepPreviousData } from '@tanstack/react-query';
import { selectPage, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { toApiError } from '@/lib/api/api-error';
import { noticeKeys } from './notice-keys';

/** Notices on one page of /notices. */
export const NOTICES_PAGE_SIZE = 10;

export interface NoticeListFilter {
  page: number;
  /** '' for every notice. */
  keyword: string;
  /** The notice to open, or null. */
  activeItem: number | null;
  /**
   * Ask the server for the page that holds `activeItem` instead of `page` (a link to one notice,
   * such as the top bar's, names no page).
   */
  locateActive: boolean;
}

function useNoticePage(query: Parameters<typeof noticeKeys.list>[0], enabled = true) {
  return useApiQuery(tsr.content.listNotices, {
    queryKey: noticeKeys.list(query),
    queryData: { query },
    select: selectPage,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * One page of notices (GET /api/notice), pinned first. When the notice to locate is not in the
 * list (deleted, or filtered out by the keyword) the server answers 404; the list then falls back
 * to its first page and says so through `activeMissing`.
 */
export function useNoticeList({ page, keyword, activeItem, locateActive }: NoticeListFilter) {
  const base = { size: NOTICES_PAGE_SIZE, ...(keyword ? { keyword } : {}) };
  const locating = locateActive && activeItem !== null;
  const primary = useNoticePage(locating ? { ...base, activeItem } : { ...base, page });
  const activeMissing = locating && primary.isError && toApiError(primary.error).status === 404;
  const firstPage = useNoticePage({ ...base, page: 1 }, activeMissing);
  return { notices: activeMissing ? firstPage : primary, activeMissing };
}
