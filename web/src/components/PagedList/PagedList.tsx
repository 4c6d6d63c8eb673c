import { EmptyState } from '@mantine/core';
import type { Pagination } from '@market/contract';
import type { ReactNode } from 'react';
import type { NotifyErrorKey } from '../../lib/notify';
import { LoadError } from '../LoadError';
import { UrlPagination } from '../UrlPagination';
import classes from './PagedList.module.css';

/** What PagedList reads of a paged query (a react-query result selected with `selectPage`). */
export interface PagedQuery<Item> {
  isPending: boolean;
  isError: boolean;
  /** The previous page is shown while this one loads (`placeholderData: keepPreviousData`). */
  isPlaceholderData: boolean;
  data: { items: Item[]; pagination: Pagination } | undefined;
  refetch: () => unknown;
}

/** Props for the list element that `renderList` draws (a `ul`). */
export interface PagedListListProps {
  className: string | undefined;
  'aria-busy': true | undefined;
}

export interface PagedListProps<Item> {
  query: PagedQuery<Item>;
  /** Shown while the first page loads. */
  skeleton: ReactNode;
  /**
   * The empty state's title, given the page's pagination: nothing at all (`totalCount` 0), or a
   * page past the last one.
   */
  emptyTitle: (pagination: Pagination) => string;
  /** The SPEC §8 toast of a load failure; null for none. Default LoadError's (`loadContents`). */
  errorToast?: NotifyErrorKey | null;
  /**
   * Draws the page's items as a list (`ul` of `li`), spreading `listProps` on the `ul`: no bullets,
   * and dimmed (`aria-busy`) while the next page loads.
   */
  renderList: (items: Item[], listProps: PagedListListProps) => ReactNode;
}

/**
 * One page of a list that follows the address (`?page=`): the loading placeholder, the error with
 * a retry, the empty state, or the items, each time followed by the page controls.
 */
export function PagedList<Item>({
  query,
  skeleton,
  emptyTitle,
  errorToast,
  renderList,
}: PagedListProps<Item>) {
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} toast={errorToast} />;
  if (query.isPending || !query.data) return skeleton;

  const { items, pagination } = query.data;
  const listProps: PagedListListProps = {
    className: classes.list,
    'aria-busy': query.isPlaceholderData || undefined,
  };
  return (
    <>
      {items.length === 0 ? (
        <EmptyState py="xl" title={emptyTitle(pagination)} />
      ) : (
        renderList(items, listProps)
      )}
      <UrlPagination page={pagination.currentPage} totalPage={pagination.totalPage} />
    </>
  );
}
