import type { Story, StoryDefault } from '@ladle/react';
import { Text } from '@mantine/core';
import { usePageParam } from '@/lib/browser/search-params';
import { UrlPagination } from './UrlPagination';

export default { title: 'Components / UrlPagination' } satisfies StoryDefault;

/** Clicking a page changes `?page=` of the (story's memory) address. */
function Paged({ totalPage }: { totalPage: number }) {
  const page = usePageParam();
  return (
    <>
      <Text>page = {page}</Text>
      <UrlPagination page={page} totalPage={totalPage} />
    </>
  );
}

export const FewPages: Story = () => <Paged totalPage={4} />;

export const ManyPages: Story = () => <Paged totalPage={40} />;
ManyPages.meta = { path: '/list?page=17' };

/** One page: nothing is drawn. */
export const OnePage: Story = () => <Paged totalPage={1} />;

export const Spanish: Story = () => <Paged totalPage={12} />;
Spanish.meta = { locale: 'es', path: '/list?page=3' };
