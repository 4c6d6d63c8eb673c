import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { PostPager } from './PostPager';

export default { title: 'Features / Catalogue / PostPager' } satisfies StoryDefault;

function Pager({ totalPages, initial = 1 }: { totalPages: number; initial?: number }) {
  const [page, setPage] = useState(initial);
  return <PostPager page={page} totalPages={totalPages} onChange={setPage} />;
}

export const FewPages: Story = () => <Pager totalPages={3} />;

export const ManyPages: Story = () => <Pager totalPages={42} initial={17} />;

/** One page: nothing to page through, nothing drawn. */
export const OnePage: Story = () => <Pager totalPages={1} />;

export const English: Story = () => <Pager totalPages={12} initial={4} />;
English.meta = { locale: 'en' };
