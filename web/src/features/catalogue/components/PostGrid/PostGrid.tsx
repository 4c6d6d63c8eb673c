import { SimpleGrid, VisuallyHidden, type SimpleGridProps } from '@mantine/core';
import type { Post } from '@market/contract';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedListListProps } from '@/components/PagedList/PagedList';
import { PostCard, PostCardSkeleton } from '../PostCard/PostCard';
import classes from './PostGrid.module.css';

const defaultCols = { base: 1, xs: 2, md: 4 };

/**
 * Cards a grid draws in its first render; the rest follow in a transition right after, each holding
 * its place as a skeleton meanwhile (nothing moves). A phone's screen shows two cards: drawing a
 * page of twenty before the first paint cost a slow phone's main thread about 400 ms.
 */
const FIRST_PASS_CARDS = 4;

/** How many of `count` cards to draw: the first pass at mount, all of them once it has painted. */
function useCardsDrawn(count: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  return all ? count : Math.min(count, FIRST_PASS_CARDS);
}

export interface PostGridProps {
  posts: Post[];
  /** @default { base: 1, xs: 2, md: 4 } */
  cols?: SimpleGridProps['cols'];
  /** Heading level of each card's title. @default 3 */
  headingOrder?: 2 | 3 | 4;
  /** The list's accessible name, e.g. the section it belongs to. */
  label?: string;
  /** What PagedList hands its list (marked busy while the next page loads). Default none. */
  listProps?: PagedListListProps;
}

/** Posts as a grid of cards (a list); its loading, empty and error states are PagedList's. */
export function PostGrid({
  posts,
  cols = defaultCols,
  headingOrder = 3,
  label,
  listProps,
}: PostGridProps) {
  const drawn = useCardsDrawn(posts.length);
  return (
    <SimpleGrid
      cols={cols}
      spacing="md"
      component="ul"
      aria-label={label}
      {...listProps}
      className={classes.list}
    >
      {posts.map((post, index) => (
        // Seqs are per type: a coupon and a code may share one.
        <li key={`${post.type}-${post.seq}`}>
          {index < drawn ? (
            <PostCard post={post} headingOrder={headingOrder} />
          ) : (
            <PostCardSkeleton />
          )}
        </li>
      ))}
    </SimpleGrid>
  );
}

export interface PostGridSkeletonProps {
  /** Cards drawn. @default 8 */
  count?: number;
  /** @default { base: 1, xs: 2, md: 4 } */
  cols?: SimpleGridProps['cols'];
}

/** The grid's shape while its posts load, announced as loading. */
export function PostGridSkeleton({ count = 8, cols = defaultCols }: PostGridSkeletonProps) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{t('state.loading')}</VisuallyHidden>
      <SimpleGrid cols={cols} spacing="md" component="ul" className={classes.list}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <PostCardSkeleton />
          </li>
        ))}
      </SimpleGrid>
    </div>
  );
}
