import type { Pagination } from '@market/contract';
import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@test/render';
import { PagedList, type PagedListProps, type PagedQuery } from './PagedList';

afterEach(() => notifications.clean());

/** A query in the state react-query reports once a page has arrived. */
function loaded(items: string[], pagination: Partial<Pagination> = {}): PagedQuery<string> {
  return {
    isPending: false,
    isError: false,
    isPlaceholderData: false,
    data: {
      items,
      pagination: {
        currentPage: 1,
        pageSize: 10,
        totalCount: items.length,
        totalPage: 1,
        nextPage: null,
        ...pagination,
      },
    },
    refetch: () => undefined,
  };
}

const waiting: PagedQuery<string> = {
  isPending: true,
  isError: false,
  isPlaceholderData: false,
  data: undefined,
  refetch: () => undefined,
};

function fruits(query: PagedQuery<string>, props: Partial<PagedListProps<string>> = {}) {
  return (
    <PagedList
      query={query}
      skeleton={<p>skeleton</p>}
      emptyTitle={({ totalCount }) => (totalCount > 0 ? 'past the last page' : 'nothing yet')}
      renderList={(items, listProps) => (
        <ul aria-label="fruits" {...listProps}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {...props}
    />
  );
}

const renderList = (query: PagedQuery<string>, props: Partial<PagedListProps<string>> = {}) =>
  renderWithProviders(fruits(query, props), { path: '/list?page=2' });

const pager = () => screen.queryByRole('navigation', { name: '페이지 이동' });
/** The page controls, which load with the first list that has a second page. */
const loadedPager = () => screen.findByRole('navigation', { name: '페이지 이동' });

describe('PagedList', () => {
  it('shows the placeholder while the first page loads, without page controls', () => {
    renderList(waiting);
    expect(screen.getByText('skeleton')).toBeVisible();
    expect(pager()).toBeNull();
  });

  it('lists the page with its controls, marked busy while the next page loads', async () => {
    const { rerender } = renderList(loaded(['apple', 'pear'], { currentPage: 2, totalPage: 3 }));
    const list = screen.getByRole('list', { name: 'fruits' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['apple', 'pear']);
    expect(list).not.toHaveAttribute('aria-busy');
    expect(within(await loadedPager()).getByRole('button', { name: '2 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    rerender(fruits({ ...loaded(['apple', 'pear']), isPlaceholderData: true }));
    expect(screen.getByRole('list', { name: 'fruits' })).toHaveAttribute('aria-busy', 'true');
  });

  it('says why a page is empty, keeping the controls to go back', async () => {
    renderList(loaded([], { currentPage: 5, totalPage: 3, totalCount: 25 }));
    expect(screen.getByText('past the last page')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'fruits' })).toBeNull();
    await loadedPager();
  });

  it('says when there is nothing at all', () => {
    renderList(loaded([]));
    expect(screen.getByText('nothing yet')).toBeVisible();
    expect(pager()).toBeNull();
  });

  it('shows a load failure with a retry and its toast', async () => {
    const user = userEvent.setup();
    let retries = 0;
    renderList(
      { ...waiting, isPending: false, isError: true, refetch: () => (retries += 1) },
      { errorToast: 'loadSearchResults' },
    );
    // Both are alerts: the state in the page, and the SPEC §8 toast.
    expect(
      screen.getByText('내용을 불러오지 못했습니다.').closest('[role="alert"]'),
    ).not.toBeNull();
    expect(await screen.findByText('검색 결과를 불러오지 못했습니다.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(retries).toBe(1);
  });
});
