import type { Story, StoryDefault } from '@ladle/react';
import { Skeleton, Stack, Text } from '@mantine/core';
import type { Pagination } from '@market/contract';
import { PagedList, type PagedQuery } from './PagedList';

export default { title: 'Components / PagedList' } satisfies StoryDefault;

const pagination = (overrides: Partial<Pagination> = {}): Pagination => ({
  currentPage: 1,
  pageSize: 5,
  totalCount: 23,
  totalPage: 5,
  nextPage: 2,
  ...overrides,
});

const state = (overrides: Partial<PagedQuery<string>>): PagedQuery<string> => ({
  isPending: false,
  isError: false,
  isPlaceholderData: false,
  data: undefined,
  refetch: () => undefined,
  ...overrides,
});

const items = ['넷플릭스 파티', '유튜브 프리미엄', '스타벅스 라떼', '디즈니+ 1개월', '왓챠 코드'];

function Example({ query }: { query: PagedQuery<string> }) {
  return (
    <PagedList
      query={query}
      skeleton={<Skeleton height={136} radius="md" aria-busy="true" />}
      emptyTitle={({ totalCount }) => (totalCount > 0 ? 'No items on this page' : 'No items yet')}
      renderList={(page, listProps) => (
        <Stack component="ul" gap="xs" {...listProps}>
          {page.map((item) => (
            <li key={item}>
              <Text>{item}</Text>
            </li>
          ))}
        </Stack>
      )}
    />
  );
}

export const Loading: Story = () => <Example query={state({ isPending: true })} />;
Loading.meta = { shows: 'skeleton' };

export const OnePage: Story = () => (
  <Example query={state({ data: { items, pagination: pagination() } })} />
);

/** The previous page stays, dimmed, while the next one loads. */
export const LoadingNextPage: Story = () => (
  <Example query={state({ isPlaceholderData: true, data: { items, pagination: pagination() } })} />
);

export const Empty: Story = () => (
  <Example
    query={state({ data: { items: [], pagination: pagination({ totalCount: 0, totalPage: 0 }) } })}
  />
);

export const PastTheLastPage: Story = () => (
  <Example query={state({ data: { items: [], pagination: pagination({ currentPage: 9 }) } })} />
);

export const LoadFailed: Story = () => <Example query={state({ isError: true })} />;

export const LoadFailedEnglish: Story = () => <Example query={state({ isError: true })} />;
LoadFailedEnglish.meta = { locale: 'en' };
