import { EmptyState } from '@mantine/core';
import type { Pagination } from '@market/contract';
import type { ReactNode } from 'react';
import type { NotifyErrorKey } from '@/lib/toasts/notify';
import { LoadError } from '../LoadError/LoadError';
import { UrlPagination } from '../UrlPagination/UrlPagination';
import classes from './PagedList.module.css';

/** A page of items as `selectPage` gives it, or a whole unpaged list (an array). */
export type ListData<Item> = { items: Item[]; pagination: Pagination | null } | Item[];

/** What PagedList reads of a list query (a react-query result). */
export interface PagedQuery<Item> {
  isPending: boolean;
  isError: boolean;
  /** The previous page is shown while this one loads (`placeholderData: keepPreviousData`). */
  isPlaceholderData: boolean;
  data: ListData<Item> | undefined;
  refetch: () => unknown;
}

/** Props for the list element that `renderList` draws (a `ul`, a grid of `li`, an accordion). */
export interface PagedListListProps {
  className: string | undefined;
  'aria-busy': true | undefined;
}

export interface PagedListProps<Item> {
  query: PagedQuery<Item>;
  /** Shown while the first page loads: a list-shaped placeholder, so nothing moves on arrival. */
  skeleton: ReactNode;
  /**
   * The empty state's title: nothing at all (`totalCount` 0), or a page past the last one of a
   * paged list (`totalCount` above 0).
   */
  emptyTitle: (list: { totalCount: number }) => string;
  /** Shown under the empty state's title (a link to go and find something). Default none. */
  emptyAction?: ReactNode;
  /** The SPEC §8 toast of a load failure; null for none. Default LoadError's (`loadContents`). */
  errorToast?: NotifyErrorKey | null;
  /**
   * Draws the items as a list, spreading `listProps` on its element: no bullets, and marked busy
   * (`aria-busy`) while the next page loads.
   */
  renderList: (items: Item[], listProps: PagedListListProps) => ReactNode;
  /** Search parameters dropped when the page changes (see UrlPagination). Default none. */
  resetParams?: readonly string[];
  /** The id of the element brought into view when the page changes (the list's heading). */
  scrollTargetId?: string;
}

/**
 * The one way a list shows its states: the loading placeholder, the error with a retry (and its
 * toast), the empty state, or the items; a paged list (`?page=` in the address) adds its page
 * controls. Every list of the app goes through it.
 */
export function PagedList<Item>({
  query,
  skeleton,
  emptyTitle,
  emptyAction,
  errorToast,
  renderList,
  resetParams,
  scrollTargetId,
}: PagedListProps<Item>) {
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} toast={errorToast} />;
  if (query.isPending || !query.data) return skeleton;

  const { items, pagination } = Array.isArray(query.data)
    ? { items: query.data, pagination: null }
    : query.data;
  const listProps: PagedListListProps = {
    className: classes.list,
    'aria-busy': query.isPlaceholderData || undefined,
  };
  return (
    <>
      {items.length === 0 ? (
        <EmptyState py="xl" title={emptyTitle({ totalCount: pagination?.totalCount ?? 0 })}>
          {emptyAction ? <EmptyState.Actions>{emptyAction}</EmptyState.Actions> : null}
        </EmptyState>
      ) : (
        renderList(items, listProps)
      )}
      {pagination && pagination.totalPage > 1 ? (
        <UrlPagination
          page={pagination.currentPage}
          totalPage={pagination.totalPage}
          resetParams={resetParams}
          scrollTargetId={scrollTargetId}
        />
      ) : null}
    </>
  );
}
